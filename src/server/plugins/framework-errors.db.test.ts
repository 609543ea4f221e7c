import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { BAD_ADDRESS_MESSAGE } from "./error-handler";

/** Addresses Fastify's router refuses before any route runs answer like every other refusal. */
describe("addresses the router refuses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ["a path segment past the router's length limit", `/api/postings/${"a".repeat(101)}`],
    ["a malformed percent-encoding", "/api/postings/%zz"],
  ])("answers %s with a 400 in the API's error shape", async (_case, url) => {
    const answer = await t.app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: "bad_request", message: BAD_ADDRESS_MESSAGE });
  });
});
