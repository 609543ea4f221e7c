import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app";

describe("web app fallback", () => {
  let webDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-web-"));
    await fs.writeFile(path.join(webDir, "index.html"), "<!doctype html><title>OneTake</title><div id=root></div>");
    app = Fastify();
    await registerWebApp(app, webDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it.each(["/", "/login", "/candidate-dashboard?tab=overview"])(
    "answers HEAD %s like GET, without a body",
    async (url) => {
      const get = await app.inject({ method: "GET", url });
      const head = await app.inject({ method: "HEAD", url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
      for (const header of ["content-type", "cache-control", "content-length", "etag"]) {
        expect(head.headers[header], header).toBe(get.headers[header]);
      }
    },
  );

  it("asks search engines not to index a shared interview's page, and only that", async () => {
    const shared = await app.inject({ method: "GET", url: "/shared-interview/some-token" });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await app.inject({ method: "GET", url: "/login" })).headers["x-robots-tag"]).toBeUndefined();
  });

  it("still answers HEAD of an unknown /api path with 404", async () => {
    const response = await app.inject({ method: "HEAD", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
  });
});
