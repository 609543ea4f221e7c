import { createHmac } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { authSecretFingerprint } from "../../db/schema";
import { readOrCreateSecret } from "./secrets";

const GENERATED_SECRET = "auth-secret";

/**
 * The secret sessions are signed with: AUTH_SECRET, or (outside production) one generated on
 * first start and kept under the data directory, beside an embedded database.
 */
export function sessionSecret(config: Pick<Config, "authSecret" | "dataDir">): Promise<string> {
  return config.authSecret ? Promise.resolve(config.authSecret) : readOrCreateSecret(config.dataDir, GENERATED_SECRET);
}

/**
 * What the database keeps of the secret (decision 0074): an HMAC of a fixed label keyed with it,
 * so two servers can compare secrets without either being stored or printed.
 */
export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("onetake session secret fingerprint v1").digest("base64url");
}

/** This server's session secret is not the one the other servers on its database sign with. */
export class SessionSecretMismatchError extends Error {
  constructor(
    readonly stored: string,
    readonly own: string,
    config: Pick<Config, "authSecret" | "dataDir">,
  ) {
    const source = config.authSecret
      ? "AUTH_SECRET"
      : `The session secret generated in ${path.join(config.dataDir, "secrets", GENERATED_SECRET)} (AUTH_SECRET is not set)`;
    super(
      `${source} is not the secret the other servers on this database sign sessions with ` +
        `(its fingerprint is ${own}; the database's is ${stored}).\n` +
        "Set the same AUTH_SECRET on every server that uses this database.\n" +
        "To change the secret on purpose, stop every server, then start them with the new AUTH_SECRET " +
        `and AUTH_SECRET_REPLACES=${stored} (everyone is signed out).`,
    );
    this.name = "SessionSecretMismatchError";
  }
}

/**
 * Checks at start that this server signs with the secret every other server on the database
 * uses (decision 0074): the first server records its secret's fingerprint, later ones must
 * match it, or name it in AUTH_SECRET_REPLACES to replace it (a rotation).
 */
export async function checkSessionSecret(
  db: Db,
  secret: string,
  config: Pick<Config, "authSecret" | "authSecretReplaces" | "dataDir">,
  log: FastifyBaseLogger,
): Promise<void> {
  const own = secretFingerprint(secret);
  await db.insert(authSecretFingerprint).values({ id: 1, fingerprint: own }).onConflictDoNothing();
  const [row] = await db.select({ fingerprint: authSecretFingerprint.fingerprint }).from(authSecretFingerprint);
  const stored = row?.fingerprint ?? own;
  if (stored === own) return;
  if (config.authSecretReplaces === stored) {
    // Only the named fingerprint is replaced: a server still on the old secret is refused from now on.
    const replaced = await db
      .update(authSecretFingerprint)
      .set({ fingerprint: own, updatedAt: sql`now()` })
      .where(eq(authSecretFingerprint.fingerprint, stored))
      .returning({ id: authSecretFingerprint.id });
    if (replaced.length > 0) {
      log.warn(
        `The session secret was replaced (fingerprint ${stored} → ${own}): everyone signed in before signs in again.`,
      );
      return;
    }
    // Another server replaced it meanwhile: its secret must be this one.
    return checkSessionSecret(db, secret, { ...config, authSecretReplaces: null }, log);
  }
  throw new SessionSecretMismatchError(stored, own, config);
}
