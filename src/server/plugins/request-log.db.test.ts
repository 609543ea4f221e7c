import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

// Without a web build the missing file is a 404 whether or not `npm run build` has run here.
const NO_WEB_BUILD = "/nonexistent/onetake-web-build";

/** The app's log lines at info and above, as JSON objects. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

describe("request logging", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const session = async (app: TestApp["app"]) => {
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/postings" });
    await app.inject({
      method: "PUT",
      url: "/api/recording-sessions/4f1c2d3e-0000-4000-8000-000000000000/segments/0/chunks/3",
      payload: Buffer.from("x"),
      headers: { "content-type": "application/octet-stream" },
    });
    await app.inject({ method: "GET", url: "/api/auth/verify-email?token=secret-token" });
    await app.inject({ method: "GET", url: "/no-such-icon.svg" });
  };

  it("writes one line per request, with its status and time, and never a query string", async () => {
    const { lines, logger } = capture();
    t = await createTestApp({ logger, webDir: NO_WEB_BUILD });
    await session(t.app);
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests.map((line) => [line.method, line.path])).toEqual([
      ["GET", "/api/health"],
      ["GET", "/api/postings"],
      ["PUT", "/api/recording-sessions/4f1c2d3e-0000-4000-8000-000000000000/segments/0/chunks/3"],
      ["GET", "/api/auth/verify-email"],
      ["GET", "/no-such-icon.svg"],
    ]);
    expect(requests[1]).toMatchObject({ statusCode: expect.any(Number), ms: expect.any(Number) });
    // Fastify's own pair of lines per request is off.
    expect(lines.filter((line) => line.msg === "incoming request" || line.msg === "request completed")).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain("secret-token");
  });

  it("in development leaves out the recorder's chatter, the health check and the web app's files unless they fail", async () => {
    const { lines, logger } = capture();
    t = await createTestApp({ logger, webDir: NO_WEB_BUILD, env: { NODE_ENV: "development" } });
    await session(t.app);
    const requests = lines.filter((line) => line.msg === "request");
    // The health check is gone; the API calls stay; the chunk (refused: no such session) and the
    // missing file failed, so they are logged too.
    expect(requests.map((line) => [line.method, line.path])).toEqual([
      ["GET", "/api/postings"],
      ["PUT", "/api/recording-sessions/4f1c2d3e-0000-4000-8000-000000000000/segments/0/chunks/3"],
      ["GET", "/api/auth/verify-email"],
      ["GET", "/no-such-icon.svg"],
    ]);
    expect(requests[1]!.statusCode).toBeGreaterThanOrEqual(400);
    expect(requests[3]!.statusCode).toBeGreaterThanOrEqual(400);
  });
});
