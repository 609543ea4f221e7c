import { and, eq } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import { POSTING_NOT_FOUND, type getBoardPostingContract } from "@shared/postings/contracts";
import type { DbOrTx } from "../../db/client";
import { candidateInvitations, candidates, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { notFound } from "../../errors";
import { onTheBoard, selectBoardPostings, toBoardSummary } from "./board-postings";

/** One posting of the board; a paused, closed, internal or unverified company's posting is a 404 like an unknown id. */
export async function getBoardPosting(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { postingId: string },
): Promise<ContractResponse<typeof getBoardPostingContract>> {
  const caller = requireUserType(actor, "candidate");
  const [row] = await selectBoardPostings(services.db, caller.userId)
    .where(and(eq(jobPostings.id, input.postingId), onTheBoard()))
    .limit(1);
  if (!row) throw notFound(POSTING_NOT_FOUND);
  const invitedAt = await invitationOf(services.db, row.id, caller.userId);
  return {
    ...toBoardSummary(row),
    description: row.description,
    additionalNotes: row.additionalNotes,
    hasCustomInterview: row.hasCustomInterview,
    invitedAt: invitedAt?.toISOString() ?? null,
  };
}

/** When the posting's company invited this candidate to apply to it, if it did (decision 0037). */
async function invitationOf(db: DbOrTx, postingId: string, profileId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: candidateInvitations.createdAt })
    .from(candidateInvitations)
    .innerJoin(candidates, eq(candidates.id, candidateInvitations.candidateId))
    .where(and(eq(candidateInvitations.jobPostingId, postingId), eq(candidates.profileId, profileId)))
    .limit(1);
  return row?.createdAt ?? null;
}
