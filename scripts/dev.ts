import { spawn, type ChildProcess } from "node:child_process";

// `npm run dev`: the API server in watch mode on :3000 and Vite with hot reload on :5173,
// which proxies /api and /dev to the server. Ctrl-C stops both.

const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch", "--import", "tsx", "src/server/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 5_000).unref();
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
