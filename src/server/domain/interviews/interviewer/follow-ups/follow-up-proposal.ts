import { and, eq } from "drizzle-orm";
import type { FollowUpDecision, FollowUpNoneReason } from "@shared/interviews/follow-up-contracts";
import type { Db } from "../../../../db/client";
import { interviewFollowUps } from "../../../../db/schema";

/*
 * The stored proposal of a follow-up (decision 0055): one per session and parent question,
 * opened as `generating` when asked for, then settled with a reason or offered. Asking again
 * answers what it says.
 */

export type Proposal = typeof interviewFollowUps.$inferSelect;
type ProposalFields = Partial<typeof interviewFollowUps.$inferInsert>;

export const noFollowUp = (reason: FollowUpNoneReason): FollowUpDecision => ({ kind: "none", reason });

export async function proposalOf(db: Db, sessionId: string, parentIndex: number): Promise<Proposal | undefined> {
  const [row] = await db
    .select()
    .from(interviewFollowUps)
    .where(and(eq(interviewFollowUps.sessionId, sessionId), eq(interviewFollowUps.parentIndex, parentIndex)));
  return row;
}

/** A stored proposal as the page is told it: the same offer again, or none with its reason. */
export function outcomeOf(proposal: Proposal): FollowUpDecision {
  if (proposal.status === "offered" && proposal.text)
    return {
      kind: "follow-up",
      followUpId: proposal.id,
      parentIndex: proposal.parentIndex,
      text: proposal.text,
      timeLimitSeconds: proposal.timeLimitSeconds,
    };
  // Still being drafted by a request that came first, asked already, or none: nothing to show now.
  return noFollowUp(
    proposal.status === "generating" || proposal.status === "asked" ? "not-eligible" : (proposal.reason ?? "late"),
  );
}

/**
 * Opens the proposal for this parent, `generating`; null when one is stored already (then the
 * caller answers what that one says).
 */
export async function openProposal(
  db: Db,
  values: {
    interviewId: string;
    sessionId: string;
    parentIndex: number;
    baseNumber: number;
    timeLimitSeconds: number;
    requestedAt: Date;
  },
): Promise<{ id: string } | null> {
  const [created] = await db
    .insert(interviewFollowUps)
    .values({ ...values, status: "generating" })
    .onConflictDoNothing()
    .returning({ id: interviewFollowUps.id });
  return created ?? null;
}

/** Settles an open proposal with no follow-up and its reason; `received`: when the request came in. */
export async function settleProposal(
  db: Db,
  proposal: { id: string; received: number },
  reason: FollowUpNoneReason,
  fields: ProposalFields = {},
): Promise<FollowUpDecision> {
  await db
    .update(interviewFollowUps)
    .set({
      status: reason === "refused" ? "refused" : reason === "late" ? "late" : "none",
      reason,
      answeredAt: new Date(),
      latencyMs: Math.round(performance.now() - proposal.received),
      ...fields,
    })
    .where(eq(interviewFollowUps.id, proposal.id));
  return noFollowUp(reason);
}

/** Marks an open proposal offered, with what was drafted and checked. */
export async function offerProposal(
  db: Db,
  proposal: { id: string; received: number },
  fields: ProposalFields,
): Promise<void> {
  await db
    .update(interviewFollowUps)
    .set({
      ...fields,
      status: "offered",
      answeredAt: new Date(),
      latencyMs: Math.round(performance.now() - proposal.received),
    })
    .where(eq(interviewFollowUps.id, proposal.id));
}
