import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One HTTP endpoint: the same object types the server route (request validation, response
 * serialisation, OpenAPI) and the browser client (form validation, response parsing).
 */
export interface Contract<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. "/api/candidates/:id". */
  path: string;
  summary: string;
  tags?: string[];
  body?: Body;
  query?: Query;
  params?: Params;
  response: Response;
  /** Status of a successful answer (200 unless said). */
  successStatus?: 200 | 201 | 202 | 204;
  /**
   * Error statuses this endpoint answers beyond those every route answers (400, 401, 403, 404,
   * 429, 500; with a body also 409, 413, 415), for the OpenAPI document.
   */
  errorStatuses?: readonly number[];
}

export function defineContract<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(contract: Contract<Body, Query, Params, Response>): Contract<Body, Query, Params, Response> {
  return contract;
}

type Part<C extends Contract, K extends "body" | "query" | "params"> = NonNullable<C[K]>;
type Slot<C extends Contract, K extends "body" | "query" | "params"> = [Part<C, K>] extends [never]
  ? object
  : [Part<C, K>] extends [z.ZodType]
    ? { [P in K]: z.input<Part<C, K>> }
    : object;

/** What a caller passes: only the parts the contract declares. */
export type ContractInput<C extends Contract> = Slot<C, "body"> & Slot<C, "query"> & Slot<C, "params">;

export type ContractResponse<C extends Contract> = z.output<C["response"]>;

/** Every 4xx/5xx body: a code, a sentence for people, and per-field messages when input was refused. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Fills ":name" segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
