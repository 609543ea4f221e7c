import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerReadYourWrites } from "./read-your-writes";

async function appCountingCatchUps() {
  const app = Fastify();
  let catchUps = 0;
  registerReadYourWrites(app, {
    catchUp: async () => {
      catchUps += 1;
    },
  });
  app.post("/write", async () => ({ ok: true }));
  app.post("/chunk", { config: { readYourWrites: false } }, async () => ({ ok: true }));
  app.get("/read", async () => ({ ok: true }));
  await app.ready();
  return { app, catchUps: () => catchUps };
}

const signedIn = { cookie: "onetake.session_token=abc" };

describe("read-your-writes barrier", () => {
  it("waits for the change feed after a signed-in write", async () => {
    const { app, catchUps } = await appCountingCatchUps();
    expect((await app.inject({ method: "POST", url: "/write", headers: signedIn })).statusCode).toBe(200);
    expect(catchUps()).toBe(1);
  });

  it("skips reads, anonymous writes and routes that opt out", async () => {
    const { app, catchUps } = await appCountingCatchUps();
    await app.inject({ method: "GET", url: "/read", headers: signedIn });
    await app.inject({ method: "POST", url: "/write" });
    await app.inject({ method: "POST", url: "/chunk", headers: signedIn });
    expect(catchUps()).toBe(0);
  });
});
