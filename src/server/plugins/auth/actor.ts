import { fromNodeHeaders } from "better-auth/node";
import type { IncomingHttpHeaders } from "node:http";
import type { Auth } from "./create-auth";

export type UserType = "candidate" | "enterprise";

/** Who is calling, as the server session says: never from anything the browser stores. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  userType: UserType | null;
  isAdmin: boolean;
  sessionId: string;
}

/** The user columns an Actor is made of, whether read by better-auth or by our own statement. */
export interface ActorSource {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  userType?: string | null | undefined;
  role?: string | null | undefined;
}

export function actorOf(user: ActorSource, sessionId: string): Actor {
  const userType = user.userType === "candidate" || user.userType === "enterprise" ? user.userType : null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    userType,
    isAdmin: user.role === "admin",
    sessionId,
  };
}

/**
 * The actor through better-auth's own getSession: uncached, a few queries, and it refreshes
 * (or deletes, once expired) the session row. Routes built with route() use the faster
 * SessionResolver (session-resolver.ts), which falls back to this when a refresh is due.
 */
export async function resolveActor(auth: Auth, headers: IncomingHttpHeaders): Promise<Actor | null> {
  // No session cookie, no session: skip the lookup (most public traffic).
  if (!headers.cookie?.includes("session_token=")) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  return result ? actorOf(result.user, result.session.id) : null;
}
