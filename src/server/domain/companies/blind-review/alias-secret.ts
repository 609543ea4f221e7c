import { createHmac } from "node:crypto";
import { readOrCreateSecret } from "../../../plugins/auth/secrets";
import type { AppServices } from "../../../services";

const derived = new Map<string, Promise<string>>();

/**
 * The key aliases are made with: derived from the server's session secret (AUTH_SECRET, or the
 * one kept under the data directory), so every app server of one deployment makes the same
 * aliases and no new secret needs configuring. Derived, not used as is, so an alias says nothing
 * about the session secret.
 */
export function blindAliasSecret(services: Pick<AppServices, "config">): Promise<string> {
  const { authSecret, dataDir } = services.config;
  const cacheKey = authSecret ? `env:${authSecret}` : `dir:${dataDir}`;
  let secret = derived.get(cacheKey);
  if (!secret) {
    secret = (async () => {
      const base = authSecret ?? (await readOrCreateSecret(dataDir, "auth-secret"));
      return createHmac("sha256", base).update("onetake blind-review alias key").digest("base64url");
    })();
    derived.set(cacheKey, secret);
  }
  return secret;
}
