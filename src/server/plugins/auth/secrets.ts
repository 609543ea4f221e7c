import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Reads a random secret kept under the data directory, creating it on first use. Used for the
 * session secret outside production (production requires AUTH_SECRET) and the dev admin password.
 */
export async function readOrCreateSecret(dataDir: string, name: string, bytes = 32): Promise<string> {
  const file = path.join(dataDir, "secrets", name);
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString("base64url");
  try {
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return (await fs.readFile(file, "utf8")).trim();
    throw error;
  }
}
