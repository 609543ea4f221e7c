import { readOrCreateSecret } from "../../plugins/auth/secrets";

/** The demo accounts' shared password: random per data directory, never in code. */
export async function demoPassword(dataDir: string): Promise<string> {
  // The suffix makes any random secret meet the password rules.
  return `${await readOrCreateSecret(dataDir, "demo-password", 12)}-A1!`;
}
