import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import {
  RECORDING_LEASE_SECONDS,
  recordingMessages,
  type acquireRecordingLeaseContract,
  type releaseRecordingLeaseContract,
} from "@shared/interviews/recording-contracts";
import { recordingSessions } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { conflict } from "../../../errors";
import { loadOwnedRecordingSession } from "./recording-access";

/**
 * Takes the lease when it is free, expired or already this token's, in one conditional update,
 * so two tabs racing for it cannot both win. Renewing is calling again with the same token.
 */
export async function acquireRecordingLease(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { sessionId: string; token: string; now?: Date },
): Promise<ContractResponse<typeof acquireRecordingLeaseContract>> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + RECORDING_LEASE_SECONDS * 1000);
  const taken = await services.db
    .update(recordingSessions)
    .set({ leaseToken: input.token, leaseExpiresAt: expiresAt, updatedAt: now })
    .where(
      and(
        eq(recordingSessions.id, session.id),
        eq(recordingSessions.status, "open"),
        or(
          isNull(recordingSessions.leaseToken),
          eq(recordingSessions.leaseToken, input.token),
          lt(recordingSessions.leaseExpiresAt, now),
        ),
      ),
    )
    .returning({ id: recordingSessions.id });
  if (taken.length === 0) throw conflict(recordingMessages.leaseHeldElsewhere);
  return { expiresAt: expiresAt.toISOString(), leaseSeconds: RECORDING_LEASE_SECONDS };
}

/** Whether the token holds a live lease on the session right now. */
export function holdsLease(
  session: { leaseToken: string | null; leaseExpiresAt: Date | null },
  token: string,
  now: Date,
) {
  return session.leaseToken === token && session.leaseExpiresAt !== null && session.leaseExpiresAt > now;
}

/**
 * Gives the lease back when its tab leaves, so the candidate can go on in another tab or device
 * at once instead of waiting for it to lapse. Only the token that holds it can; anything else
 * changes nothing.
 */
export async function releaseRecordingLease(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { sessionId: string; token: string; now?: Date },
): Promise<ContractResponse<typeof releaseRecordingLeaseContract>> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  const released = await services.db
    .update(recordingSessions)
    .set({ leaseToken: null, leaseExpiresAt: null, updatedAt: input.now ?? new Date() })
    .where(and(eq(recordingSessions.id, session.id), eq(recordingSessions.leaseToken, input.token)))
    .returning({ id: recordingSessions.id });
  return { released: released.length > 0 };
}
