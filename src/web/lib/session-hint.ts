import { useQuery } from "@tanstack/react-query";
import { dashboardPathFor, type UserTypeName } from "@shared/accounts/access";
import type { Me } from "@shared/accounts/contracts";
import { sessionKeys } from "./session-keys";

/** Who is signed in, as much as a public page's header needs: where their dashboard is. */
export interface SessionHint {
  userType: UserTypeName | null;
  isAdmin: boolean;
}

// The path of meContract (@shared/accounts/contracts). The contract itself is not imported: its
// schemas would bring zod onto the landing page, which has a JavaScript budget (decision 0005).
const ME_PATH = "/api/me";

function readHint(body: unknown): SessionHint | null {
  if (typeof body !== "object" || body === null || !("user" in body)) return null;
  const user: unknown = body.user;
  if (typeof user !== "object" || user === null) return null;
  const userType = "userType" in user ? user.userType : null;
  const isAdmin = "isAdmin" in user && user.isAdmin === true;
  return { userType: userType === "candidate" || userType === "enterprise" ? userType : null, isAdmin };
}

async function fetchSessionHint(signal: AbortSignal): Promise<SessionHint | null> {
  const response = await fetch(ME_PATH, {
    headers: { accept: "application/json" },
    credentials: "same-origin",
    signal,
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET ${ME_PATH} answered ${response.status}`);
  return readHint(await response.json());
}

function fromMe(me: Me | null): SessionHint | null {
  return me ? { userType: me.user.userType, isAdmin: me.user.isAdmin } : null;
}

/**
 * The header's account link: 'Login' for visitors, 'Dashboard' (to their own) once signed in.
 * Uses the full session from the cache when the app already has it (it changes on sign-in and
 * sign-out); otherwise asks /api/me once, lightly. Until the answer, it shows 'Login'.
 */
export function useAccountLink(): { to: string; label: string } {
  const cached = useQuery<Me | null>({ queryKey: sessionKeys.me(), enabled: false });
  const probe = useQuery({
    // Not under sessionKeys: sign-out empties every other cache, this one included.
    queryKey: ["session-hint"],
    queryFn: ({ signal }) => fetchSessionHint(signal),
    enabled: cached.data === undefined,
    staleTime: 60_000,
    retry: false,
  });
  const hint = cached.data !== undefined ? fromMe(cached.data) : probe.data;
  if (!hint) return { to: "/login", label: "Login" };
  return { to: dashboardPathFor(hint.userType, hint.isAdmin), label: "Dashboard" };
}
