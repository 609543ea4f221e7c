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

export async function resolveActor(auth: Auth, headers: IncomingHttpHeaders): Promise<Actor | null> {
  // No session cookie, no session: skip the lookup (most public traffic).
  if (!headers.cookie?.includes("session_token=")) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!result) return null;
  const { user, session } = result;
  const userType = user.userType === "candidate" || user.userType === "enterprise" ? user.userType : null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    userType,
    isAdmin: user.role === "admin",
    sessionId: session.id,
  };
}
