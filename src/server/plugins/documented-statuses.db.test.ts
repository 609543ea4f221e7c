import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { errorStatusesOf } from "./documented-statuses";

type Responses = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, { responses?: Responses }>> };

describe("documented statuses", () => {
  it("derives the error statuses from what the route is", () => {
    expect(errorStatusesOf({ method: "GET", url: "/api/x" })).toEqual([400, 401, 403, 404, 429, 500]);
    expect(errorStatusesOf({ method: "POST", url: "/api/x" })).toEqual([400, 401, 403, 404, 409, 413, 415, 429, 500]);
    expect(errorStatusesOf({ method: "GET", url: "/api/x", config: { rateLimit: false } })).not.toContain(429);
  });

  describe("in the OpenAPI document", () => {
    let t: TestApp;
    let document: Document;
    const statusesOf = (method: string, path: string) => Object.keys(document.paths[path]?.[method]?.responses ?? {});

    beforeAll(async () => {
      t = await createTestApp();
      document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    });
    afterAll(async () => {
      await t?.close();
    });

    it("lists explicit statuses for every operation: a success, 400 and 500, and no ranges", () => {
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const statuses = Object.keys(operation.responses ?? {});
          expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["400", "500"]));
          expect(
            statuses.some((status) => /^2\d\d$/.test(status)),
            `${method} ${path}`,
          ).toBe(true);
          expect(
            statuses.filter((status) => !/^\d{3}$/.test(status)),
            `${method} ${path}`,
          ).toEqual([]);
        }
      }
    });

    it("documents a download's whole file, byte range and refusals", () => {
      expect(statusesOf("get", "/api/candidates/me/resume")).toEqual(
        expect.arrayContaining(["200", "206", "401", "403", "404", "416", "429"]),
      );
    });

    it("says what each error status means", () => {
      const responses = document.paths["/api/candidates/me/resume"]?.get?.responses as Record<
        string,
        { description?: string }
      >;
      expect(responses["401"]?.description).toBe("Not signed in, or the session has ended");
      expect(responses["416"]?.description).toBe("The byte range is outside the file");
    });

    it("documents the CSV export as CSV", () => {
      const ok = document.paths["/api/admin/leads/{kind}/export.csv"]?.get?.responses?.["200"] as {
        content?: Record<string, unknown>;
      };
      expect(Object.keys(ok.content ?? {})).toEqual(["text/csv"]);
    });

    it("documents the auth bridge's refusals", () => {
      expect(statusesOf("post", "/api/auth/sign-in/email")).toEqual(
        expect.arrayContaining(["200", "400", "401", "403", "429", "500"]),
      );
    });

    it("documents a route's own statuses beside the common ones", () => {
      expect(statusesOf("get", "/api/health")).toContain("503");
      // The health check is exempt from the per-IP limit.
      expect(statusesOf("get", "/api/health")).not.toContain("429");
    });
  });
});
