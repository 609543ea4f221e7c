import fc from "fast-check";
import { anyJson, anyText, arbitraryFor, type JsonSchema } from "./schema-arbitrary";

/** One operation of the OpenAPI document, as @fastify/swagger writes it. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. "/api/candidates/{id}". */
  path: string;
  parameters: { name: string; in: "path" | "query" | "header"; required?: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** The statuses the document lists for this operation. */
  statuses: Set<string>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation["parameters"];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.["application/json"]?.schema,
        statuses: new Set(Object.keys(operation.responses ?? {})),
      });
    }
  }
  return operations;
}

export function resolverFor(document: OpenApiDocument): (ref: string) => JsonSchema {
  return (ref) => {
    const name = ref.replace("#/components/schemas/", "");
    const schema = document.components?.schemas?.[name];
    if (!schema) throw new Error(`Unresolvable $ref ${ref}`);
    return schema;
  };
}

/** A path value: one the schema allows, an id seen in an earlier answer (by index into that pool), or garbage. */
type PathValue = { kind: "value"; value: unknown } | { kind: "known id"; index: number };

/** A request before the pool of known ids is consulted. */
export interface FuzzRequest {
  path: Record<string, PathValue>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: { kind: "none" } | { kind: "json"; value: unknown } | { kind: "raw"; contentType: string; text: string };
}

/** Mostly valid values, sometimes anything: deep enough to reach the handlers, wide enough to hit the edges. */
function validMostly<T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: invalid });
}

/** Header values must be printable Latin-1 without line breaks, or the request cannot be sent at all. */
const headerText = anyText.filter((text) => /^[\x20-\x7e]*$/.test(text));

const RAW_BODIES: fc.Arbitrary<FuzzRequest["body"]> = fc.record({
  kind: fc.constant("raw" as const),
  contentType: fc.constantFrom(
    "text/plain",
    "application/json",
    "application/octet-stream",
    "multipart/form-data; boundary=fuzz",
    "application/x-www-form-urlencoded",
  ),
  text: fc.oneof(fc.constantFrom("{", "[1,", "null", '{"__proto__":{"x":1}}', "a=1&b=2", "--fuzz--"), fc.string()),
});

/** Requests for one operation: valid-ish and invalid path, query, header and body values. */
export function requestsFor(operation: Operation, resolve: (ref: string) => JsonSchema): fc.Arbitrary<FuzzRequest> {
  const pathParams: Record<string, fc.Arbitrary<PathValue>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const headers: Record<string, fc.Arbitrary<string>> = {};
  const requiredQuery: string[] = [];
  const requiredHeaders: string[] = [];
  for (const parameter of operation.parameters) {
    const valid = arbitraryFor(parameter.schema, resolve);
    if (parameter.in === "path") {
      const fromSchema = validMostly(valid, anyText).map((value): PathValue => ({ kind: "value", value }));
      pathParams[parameter.name] =
        parameter.schema.format === "uuid" || parameter.name.toLowerCase().endsWith("id")
          ? fc.oneof(
              fromSchema,
              fc.nat().map((index): PathValue => ({ kind: "known id", index })),
            )
          : fromSchema;
    } else if (parameter.in === "query") {
      query[parameter.name] = validMostly(valid, anyText);
      if (parameter.required) requiredQuery.push(parameter.name);
    } else {
      headers[parameter.name] = validMostly(valid, headerText).map((value) =>
        typeof value === "string" && /^[\x20-\x7e]*$/.test(value) ? value : String(JSON.stringify(value) ?? ""),
      );
      if (parameter.required) requiredHeaders.push(parameter.name);
    }
  }
  const sendsBody = operation.method !== "GET" && operation.method !== "DELETE";
  const jsonBody = (value: unknown): FuzzRequest["body"] => ({ kind: "json", value });
  const body: fc.Arbitrary<FuzzRequest["body"]> = operation.body
    ? fc.oneof(
        { weight: 4, arbitrary: arbitraryFor(operation.body, resolve).map(jsonBody) },
        { weight: 1, arbitrary: anyJson.map(jsonBody) },
        { weight: 1, arbitrary: RAW_BODIES },
      )
    : sendsBody
      ? fc.oneof(fc.constant<FuzzRequest["body"]>({ kind: "none" }), RAW_BODIES)
      : fc.constant<FuzzRequest["body"]>({ kind: "none" });
  return fc.record({
    path: fc.record(pathParams),
    query: fc.record(query, { requiredKeys: requiredQuery }),
    // Required headers are left out now and then: their absence is a case too.
    headers: fc.record(headers, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>,
    body,
  });
}

/** The URL of a request, known ids filled in from what earlier answers showed. */
export function urlOf(operation: Operation, request: FuzzRequest, knownIds: readonly string[]): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.path[name];
    if (!value) return "x";
    if (value.kind === "known id") return knownIds.length > 0 ? knownIds[value.index % knownIds.length]! : "x";
    return encodeURIComponent(typeof value.value === "string" ? value.value : JSON.stringify(value.value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof one === "string" ? one : JSON.stringify(one));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Ids an answer mentions, so later requests can name real rows. */
export function idsIn(body: string): string[] {
  return body.match(UUID_IN_TEXT) ?? [];
}
