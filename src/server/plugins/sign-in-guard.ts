import type { onSendHookHandler, preHandlerAsyncHookHandler, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { tooManyRequests } from "../errors";
import { RATE_LIMITED_MESSAGE } from "./error-handler";
import { addHits, readHits } from "./rate-limit-counters";

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords on one account from one IP before that IP is refused for that account. */
export const PAIR_FAILURES = 3;
/** Wrong passwords on one account from all IPs before it counts as under attack. */
export const ACCOUNT_FAILURES = 10;
/** Under attack, an IP that has failed on the account this often is refused for it. */
const UNDER_ATTACK_PAIR_FAILURES = 1;

function keysOf(request: FastifyRequest): { account: string; pair: string } | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string") return undefined;
  const account = email.trim().toLowerCase();
  return {
    account: `sign-in failures ${account}`,
    pair: `sign-in failures ${account} ${request.ip}`,
  };
}

/**
 * Brute force on one account without a stranger locking its owner out (decision 0013).
 * Failures are counted per account and per (account, IP). An IP that keeps failing is refused
 * for that account; once the account has many failures from everywhere, every IP that has
 * failed on it is refused and each new IP gets a single guess, but an IP that has not failed
 * (the owner's, usually) still signs in with the right password. The per-IP route limit (20
 * per 15 minutes, counted atomically, so parallel bursts stop there too) and better-auth's own
 * per-IP limit apply on top. Counts live in the database (decision 0015).
 */
export function signInGuard(db: Db): { preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler } {
  return {
    preHandler: async (request, reply) => {
      const keys = keysOf(request);
      if (!keys) return;
      const counts = await readHits(db, [keys.pair, keys.account]);
      const hits = (key: string) => counts.get(key)?.hits ?? 0;
      const pairFailures = hits(keys.pair);
      const underAttack = hits(keys.account) >= ACCOUNT_FAILURES;
      const refused = pairFailures >= PAIR_FAILURES || (underAttack && pairFailures >= UNDER_ATTACK_PAIR_FAILURES);
      if (refused) {
        reply.header("retry-after", Math.ceil((counts.get(keys.pair)?.ttlMs ?? WINDOW_MS) / 1000));
        throw tooManyRequests(RATE_LIMITED_MESSAGE);
      }
    },
    // Before the answer leaves, so a client's next attempt already sees this failure.
    onSend: async (request, reply, payload) => {
      if (reply.statusCode !== 401) return payload;
      const keys = keysOf(request);
      if (keys) {
        await addHits(db, [
          { key: keys.account, add: 1, windowMs: WINDOW_MS },
          { key: keys.pair, add: 1, windowMs: WINDOW_MS },
        ]);
      }
      return payload;
    },
  };
}
