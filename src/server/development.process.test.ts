import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateInput, cookieFrom } from "./testing/accounts-fixtures";
import { freePort } from "./testing/server-process";

const root = path.resolve(import.meta.dirname, "../..");

/** This machine's addresses other than loopback (where a server on 0.0.0.0 would answer). */
function otherLocalAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === "IPv4" && !address.internal)
    .map((address) => address!.address);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// `npm start` without HOST or PUBLIC_URL, as a developer runs it: NODE_ENV=development, and
// better-auth's own origin check on (it is off under NODE_ENV=test, hence a real process).
describe("a development server", () => {
  let dataDir: string;
  let child: ChildProcess;
  let output = "";
  let exited: Promise<unknown>;
  let port: number;
  let base: string;

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-dev-"));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir, PORT: String(port) };
    for (const name of ["HOST", "PUBLIC_URL", "DATABASE_URL", "TEST", "TRUSTED_ORIGINS"]) delete env[name];
    child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env, stdio: "pipe" });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.on("exit", resolve));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      const response = await fetch(`${base}/api/health`).catch(() => undefined);
      if (response?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 90_000);

  afterAll(async () => {
    child?.kill("SIGTERM");
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("listens on 127.0.0.1 only", async () => {
    expect(await connects("127.0.0.1", port)).toBe(true);
    for (const address of otherLocalAddresses()) expect(await connects(address, port), address).toBe(false);
  });

  it("accepts forms from localhost, 127.0.0.1 and [::1] on its port, ours and better-auth's origin checks alike", async () => {
    const input = candidateInput();
    const post = (url: string, origin: string, body: object, cookie?: string) =>
      fetch(`${base}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const origins = [`http://127.0.0.1:${port}`, `http://[::1]:${port}`, `http://localhost:${port}`];
    expect((await post("/api/accounts/candidates", origins[0]!, input)).status).toBe(201);
    for (const origin of origins) {
      const signedIn = await post("/api/auth/sign-in/email", origin, { email: input.email, password: input.password });
      expect(signedIn.status, origin).toBe(200);
      const cookie = cookieFrom(signedIn.headers.getSetCookie());
      // With a session cookie, better-auth checks the Origin itself.
      const signedOut = await post("/api/auth/sign-out", origin, {}, cookie);
      expect(signedOut.status, `${origin}: ${await signedOut.text()}`).toBe(200);
    }
    const foreign = await post("/api/auth/sign-in/email", "http://evil.example", {
      email: input.email,
      password: input.password,
    });
    expect(foreign.status).toBe(403);
  });
});
