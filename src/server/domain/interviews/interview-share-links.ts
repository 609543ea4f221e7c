import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { sharedInterviewPagePath, watchMessages } from "@shared/interviews/watch-contracts";
import { interviewShareLinks, interviews } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { conflict } from "../../errors";
import { hashShareToken, loadOwnWatchableInterview } from "./recording/recording-access";

/** 32 random bytes: unguessable, and 43 characters in a URL. */
const newShareToken = () => randomBytes(32).toString("base64url");

/** Whether the owner's interview has a live link (the token itself is never readable again). */
export async function getInterviewShareLink(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<{ link: { createdAt: string } | null }> {
  const interview = await loadOwnWatchableInterview(services.db, actor, input.interviewId);
  const [live] = await services.db
    .select({ createdAt: interviewShareLinks.createdAt })
    .from(interviewShareLinks)
    .where(and(eq(interviewShareLinks.interviewId, interview.id), isNull(interviewShareLinks.revokedAt)))
    .limit(1);
  return { link: live ? { createdAt: live.createdAt.toISOString() } : null };
}

/**
 * A new link for the owner's recorded interview. An earlier live link is revoked in the same
 * transaction, so one link is live at a time and a lost token is replaced, never recovered.
 */
export async function createInterviewShareLink(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<{ token: string; path: string; createdAt: string }> {
  const interview = await loadOwnWatchableInterview(services.db, actor, input.interviewId);
  if (!interview.completedAt) throw conflict(watchMessages.notRecordedYet);
  const token = newShareToken();
  const created = await services.db.transaction(async (tx) => {
    // Two tabs creating at once queue here instead of both passing the one-live-link index check.
    await tx.select({ id: interviews.id }).from(interviews).where(eq(interviews.id, interview.id)).for("update");
    await tx
      .update(interviewShareLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(interviewShareLinks.interviewId, interview.id), isNull(interviewShareLinks.revokedAt)));
    const [row] = await tx
      .insert(interviewShareLinks)
      .values({ interviewId: interview.id, tokenHash: hashShareToken(token), createdBy: actor?.userId ?? null })
      .returning({ createdAt: interviewShareLinks.createdAt });
    if (!row) throw new Error("The share link insert returned no row.");
    return row;
  });
  return { token, path: sharedInterviewPagePath(token), createdAt: created.createdAt.toISOString() };
}

/** Revokes the live link, if any: from then on it shows not found. */
export async function revokeInterviewShareLink(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<{ revoked: boolean }> {
  const interview = await loadOwnWatchableInterview(services.db, actor, input.interviewId);
  const revoked = await services.db
    .update(interviewShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(interviewShareLinks.interviewId, interview.id), isNull(interviewShareLinks.revokedAt)))
    .returning({ id: interviewShareLinks.id });
  return { revoked: revoked.length > 0 };
}
