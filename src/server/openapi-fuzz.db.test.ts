import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD, createCandidate, createCompany, signIn, uniqueIp } from "./testing/accounts-fixtures";
import { idsIn, operationsOf, requestsFor, resolverFor, urlOf } from "./testing/openapi-fuzz/fuzz-requests";
import { createTestApp, type TestApp } from "./testing/test-app";
import { testDrivers } from "./testing/test-database";

/*
 * Schema-driven fuzzing of the whole API from its own OpenAPI document: every operation gets
 * requests built from its schemas (mostly valid, some not: path, query, headers, body), sent as
 * a signed-out visitor, a candidate and a verified company. No answer may be a 5xx, and every
 * status must be one the document lists for that operation. Seeded, so a failure replays; set
 * FUZZ_SEED to explore other seeds and FUZZ_EXAMPLES for more requests per operation and caller.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const EXAMPLES = Number(process.env.FUZZ_EXAMPLES ?? 6);

type Caller = "anonymous" | "candidate" | "verified company";

interface Finding {
  operation: string;
  caller: Caller;
  status: number;
  request: string;
  body: string;
}

describe.each(testDrivers())("OpenAPI fuzzing on %s", (driver) => {
  let t: TestApp;
  const cookies: Record<Caller, string | undefined> = {
    anonymous: undefined,
    candidate: undefined,
    "verified company": undefined,
  };

  beforeAll(async () => {
    t = await createTestApp({ driver });
    const { db } = t.database;
    const candidate = await createCandidate(db, {}, { emailVerified: true });
    const company = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    cookies.candidate = await signIn(t.app, candidate.email, STRONG_PASSWORD, uniqueIp());
    cookies["verified company"] = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers every generated request with a documented status and never a 5xx", { timeout: 240_000 }, async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operations = operationsOf(document);
    const resolve = resolverFor(document);
    const knownIds = new Set<string>();
    const findings = new Map<string, Finding>();
    let sent = 0;

    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      const samples = fc.sample(requestsFor(operation, resolve), { seed: SEED + index, numRuns: EXAMPLES * 3 });
      for (const [n, request] of samples.entries()) {
        const caller = (["anonymous", "candidate", "verified company"] as const)[n % 3]!;
        const url = urlOf(operation, request, [...knownIds]);
        const cookie = cookies[caller];
        const body = request.body;
        const answer = await t.app.inject({
          method: operation.method as "GET",
          url,
          headers: {
            ...request.headers,
            ...(cookie ? { cookie } : {}),
            ...(body.kind === "json" ? { "content-type": "application/json" } : {}),
            ...(body.kind === "raw" ? { "content-type": body.contentType } : {}),
          },
          ...(body.kind === "json" ? { payload: JSON.stringify(body.value) } : {}),
          ...(body.kind === "raw" ? { payload: body.text } : {}),
          remoteAddress: uniqueIp(),
        });
        sent += 1;
        for (const id of idsIn(answer.body)) knownIds.add(id);
        const status = answer.statusCode;
        if (status >= 500 || !operation.statuses.has(String(status))) {
          findings.set(`${name} ${status}`, {
            operation: name,
            caller,
            status,
            request: `${operation.method} ${url} ${JSON.stringify(request.headers)} ${JSON.stringify(body)}`.slice(
              0,
              500,
            ),
            body: answer.body.slice(0, 300),
          });
        }
      }
    }

    // The figures for the record: how much of the API one run covers.
    console.info(`OpenAPI fuzzing on ${driver}: ${operations.length} operations, ${sent} requests, seed ${SEED}`);
    expect(operations.length).toBeGreaterThan(90);
    expect([...findings.values()]).toEqual([]);
  });
});
