import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./testing/server-process";

const root = path.resolve(import.meta.dirname, "../..");

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, server: Started): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
        const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        return response?.status;
      },
      { timeout: 45_000, interval: 250 },
    )
    .toBe(200);
}

describe("the server process", () => {
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-main-"));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server on the same data directory, and shuts down cleanly on SIGTERM", async () => {
    const first = startServer(dataDir, port);
    try {
      await waitForHealth(port, first);

      const second = startServer(dataDir, port + 1);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("Another OneTake process is already using the data directory");

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
    } finally {
      first.child.kill("SIGKILL");
    }

    // The lock was released and the data survived: the same directory starts again.
    const againPort = await freePort();
    const again = startServer(dataDir, againPort);
    try {
      await waitForHealth(againPort, again);
    } finally {
      again.child.kill("SIGTERM");
      expect(await again.exited).toBe(0);
    }
  }, 120_000);

  it("stops with a message naming a bad variable", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "eighty", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT:");
  }, 30_000);
});
