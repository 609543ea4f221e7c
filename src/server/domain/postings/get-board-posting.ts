import { and, eq } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import { POSTING_NOT_FOUND, type getBoardPostingContract } from "@shared/postings/contracts";
import { jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { notFound } from "../errors";
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
  return {
    ...toBoardSummary(row),
    description: row.description,
    additionalNotes: row.additionalNotes,
    hasCustomInterview: row.hasCustomInterview,
  };
}
