import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(
  label: string,
  command: string,
  args: string[],
  env?: Record<string, string | undefined>,
) {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, env);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}
