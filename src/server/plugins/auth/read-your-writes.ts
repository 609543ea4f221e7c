import type { FastifyInstance } from "fastify";
import type { SessionResolver } from "./session-resolver";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * False on a write that changes no account, company or session (a recording chunk): it need
     * not wait for the change feed, and a recorder sends one a second.
     */
    readYourWrites?: boolean;
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A signed-in write answers only once this server's session caches have heard every change
 * committed so far, so the client's next request never sees the account as it was before
 * (a company that just sent itself back to review must not browse the pool a moment longer).
 */
export function registerReadYourWrites(app: FastifyInstance, sessions: Pick<SessionResolver, "catchUp">): void {
  app.addHook("onSend", async (request) => {
    if (READS.has(request.method) || !request.headers.cookie?.includes("session_token=")) return;
    if (request.routeOptions.config.readYourWrites === false) return;
    await sessions.catchUp();
  });
}
