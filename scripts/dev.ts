import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

// `npm run dev`: the API server in watch mode on :3000 and Vite with hot reload on :5173,
// which proxies /api and /dev to the server. Ctrl-C stops both. Each child leads its own
// process group, so stopping it also stops what it started (node --watch's child, Vite's workers).

const vite = path.resolve("node_modules/vite/bin/vite.js");
const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch", "--import", "tsx", "src/server/main.ts"], { stdio: "inherit", detached: true }),
  spawn(process.execPath, [vite], { stdio: "inherit", detached: true }),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(code), 5_000).unref();
  let remaining = children.filter((child) => child.exitCode === null).length;
  if (remaining === 0) process.exit(code);
  for (const child of children) {
    child.once("exit", () => {
      remaining -= 1;
      if (remaining <= 0) process.exit(code);
    });
  }
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
