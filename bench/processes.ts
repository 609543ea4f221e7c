import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";

/** Runs a command to completion, its output shown, and fails on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

/** Runs a Node script (with tsx) to completion and returns what it printed; fails on a non-zero exit. */
export function capture(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited ${code}`))));
  });
}

/**
 * The Node flags `npm run serve` starts the server with (package.json is their one home), so the
 * benchmark measures the server as it is served: the words between `node` and `--import`.
 */
async function serveFlags(): Promise<string[]> {
  const manifest = JSON.parse(await fs.readFile("package.json", "utf8")) as { scripts: Record<string, string> };
  const words = (manifest.scripts.serve ?? "").split(/\s+/);
  const end = words.indexOf("--import");
  if (words[0] !== "node" || end < 0)
    throw new Error("package.json's serve script is not `node [flags] --import tsx ...`");
  return words.slice(1, end);
}

/** Starts a Node script (with tsx and the serve flags) as its own process: its pid is the server's, for /proc. */
export async function startNodeScript(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return spawn(process.execPath, [...(await serveFlags()), "--import", "tsx", script], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
}

/** A port that was free a moment ago (the OS picks it), for a server that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a Node script that prints `port=<n>` once listening, and returns that port. */
export function startListeningScript(script: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/port=(\d+)/)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
}

export async function waitForOk(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process behind ${url} exited before it was ready`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** A process's peak resident set (VmHWM) in MB, from Linux's /proc; undefined elsewhere. */
export async function peakRssMb(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => undefined);
  const kb = status?.match(/^VmHWM:\s+(\d+)\s+kB/m)?.[1];
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
}
