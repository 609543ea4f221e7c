import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/** An address on another machine (TEST-NET-3), not this one. */
const REMOTE = "203.0.113.9";

const devOnly = [
  { method: "POST", url: "/api/dev/admin-sign-in", payload: {} },
  { method: "GET", url: "/api/dev/mail" },
  { method: "GET", url: "/dev/mail" },
  { method: "GET", url: "/dev/mail/some-id" },
] as const;

describe.each(testDrivers())("dev-only routes on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    // As the e2e server runs: behind a "proxy", so req.ip follows X-Forwarded-For.
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(devOnly)("$method $url answers 404 to a client on another machine", async (request) => {
    const response = await t.app.inject({ ...request, remoteAddress: REMOTE });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "not_found", message: `No route for ${request.method} ${request.url}` });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it.each(devOnly)(
    "$method $url answers 404 even when the client claims a loopback X-Forwarded-For",
    async (request) => {
      for (const forwarded of ["127.0.0.1", "::1", "127.0.0.1, 127.0.0.1"]) {
        const response = await t.app.inject({
          ...request,
          remoteAddress: REMOTE,
          headers: { "x-forwarded-for": forwarded },
        });
        expect(response.statusCode).toBe(404);
      }
    },
  );

  it.each(devOnly)("$method $url answers a client on this machine, whatever X-Forwarded-For says", async (request) => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await t.app.inject({
        ...request,
        remoteAddress,
        headers: { "x-forwarded-for": "198.51.100.23" },
      });
      // /dev/mail/some-id is the outbox's own "Message not found" page: the route answered.
      expect(response.body, remoteAddress).not.toContain("No route for");
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it("offers the dev admin button only to this machine", async () => {
    const remote = await t.app.inject({ method: "GET", url: "/api/client-config", remoteAddress: REMOTE });
    expect(remote.json()).toEqual({ environment: "test", devAdminEnabled: false });
    const local = await t.app.inject({ method: "GET", url: "/api/client-config", remoteAddress: "127.0.0.1" });
    expect(local.json()).toEqual({ environment: "test", devAdminEnabled: true });
  });

  it("hands the admin session only to this machine", async () => {
    const local = await t.app.inject({
      method: "POST",
      url: "/api/dev/admin-sign-in",
      payload: {},
      remoteAddress: "127.0.0.1",
    });
    expect(local.statusCode).toBe(200);
    expect(local.headers["set-cookie"]).toBeDefined();
  });
});
