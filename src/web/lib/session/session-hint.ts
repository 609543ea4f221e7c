import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { dashboardPathFor, type UserTypeName } from "@shared/accounts/access";
import type { Me } from "@shared/accounts/contracts";
import { sessionKeys } from "./session-keys";

/** Who is signed in, as much as a public page's header needs: where their dashboard is. */
interface SessionHint {
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

const HINT_KEY = ["session-hint"] as const; // not under sessionKeys: sign-out empties it too

function destinationOf(hint: SessionHint | null | undefined): string | null {
  return hint ? dashboardPathFor(hint.userType, hint.isAdmin) : null;
}

/**
 * The header's account link: 'Login' for visitors, 'Dashboard' (to their own) once signed in.
 * Uses the full session from the cache when the app already has it (it changes on sign-in and
 * sign-out); otherwise asks /api/me once, lightly. Until the answer, it shows 'Login'.
 *
 * It reads the cache directly instead of through useQuery: the landing page would otherwise
 * download TanStack Query's observer for this one link (about 5 KB of its budget).
 */
export function useAccountLink(): { to: string; label: string } {
  const queryClient = useQueryClient();
  const read = useCallback((): string | null => {
    const me = queryClient.getQueryData<Me | null>(sessionKeys.me());
    if (me !== undefined) return destinationOf(me && { userType: me.user.userType, isAdmin: me.user.isAdmin });
    return destinationOf(queryClient.getQueryData<SessionHint | null>(HINT_KEY));
  }, [queryClient]);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const destination = useSyncExternalStore(subscribe, read);

  useEffect(() => {
    if (queryClient.getQueryData(sessionKeys.me()) !== undefined) return;
    void queryClient.prefetchQuery({
      queryKey: HINT_KEY,
      queryFn: ({ signal }) => fetchSessionHint(signal),
      staleTime: 60_000,
      retry: false,
    });
  }, [queryClient]);

  return destination ? { to: destination, label: "Dashboard" } : { to: "/login", label: "Login" };
}
