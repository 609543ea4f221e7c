import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

describe.each(testDrivers())("system routes on %s", (driver) => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-web-"));
    await fs.writeFile(path.join(webDir, "index.html"), "<!doctype html><title>OneTake</title><div id=root></div>");
    await fs.mkdir(path.join(webDir, "assets"));
    await fs.writeFile(path.join(webDir, "assets", "app-abc123.js"), "console.log(1)");
    t = await createTestApp({ driver, webDir, startWorker: false });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it("reports health with the database kind and version", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: driver, version: expect.any(String) });
  });

  it("answers 503 when the database is gone", async () => {
    const spare = await createTestApp({ driver, startWorker: false });
    await spare.app.close();
    const { buildApp } = await import("../../app");
    const app = await buildApp({ config: spare.config, database: spare.database, startWorker: false });
    await spare.database.close();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: "unavailable", message: "The database is not reachable." });
    await app.close().catch(() => undefined);
  });

  it("gives unknown /api paths a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ error: "not_found", message: "No route for GET /api/nope" });
  });

  it("serves the app shell for client routes and caches fingerprinted assets", async () => {
    const page = await t.app.inject({ method: "GET", url: "/candidate-dashboard?tab=overview" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<div id=root>");
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("tags every response with a request id, keeping a sane incoming one", async () => {
    const fresh = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-12345678" },
    });
    expect(echoed.headers["x-request-id"]).toBe("lb-12345678");
  });

  it("refuses bad input with { error, message, fields }", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/client-events/not-found", payload: { path: "" } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("validation_error");
    expect(Object.keys(body.fields)).toEqual(["path"]);
    expect(body.message).toBe(body.fields.path);
  });

  it("refuses malformed JSON with a 400, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/client-events/not-found",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "bad_request", message: "The request body is not valid JSON." });
  });

  it("rate-limits a route with its own override and says so", async () => {
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/client-events/not-found",
        remoteAddress: "10.9.9.9",
        payload: { path: "/missing" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: "rate_limited",
      message: "Too many requests. Please wait a minute and try again.",
    });
  });

  it("never rate-limits pages and assets, only the API", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i++) {
      const url = i % 2 ? "/assets/app-abc123.js" : "/candidate-dashboard";
      statuses.add((await t.app.inject({ method: "GET", url, remoteAddress: "10.8.8.8" })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it("sets security headers, with media allowed from blob:", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("publishes the OpenAPI document and its reference UI", async () => {
    const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths["/api/health"].get.summary).toBe("Liveness and database check");
    const ui = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
  });
});
