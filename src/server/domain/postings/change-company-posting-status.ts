import { and, inArray } from "drizzle-orm";
import {
  postingStatusMessages,
  type CompanyPosting,
  type PostingStatus,
  type PostingStatusAction,
} from "@shared/postings/company-posting-contracts";
import { jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireCompany } from "../companies/require-company";
import { conflict } from "../../errors";
import { loadCompanyPosting, ownPosting } from "./company-postings";
import { queueMatchRecompute } from "../matching/recompute-matches-task";

/** Where each action may start and where it leads. */
const transitions: Record<PostingStatusAction, { from: PostingStatus[]; to: PostingStatus }> = {
  pause: { from: ["active"], to: "paused" },
  close: { from: ["active", "paused"], to: "closed" },
  reopen: { from: ["paused", "closed"], to: "active" },
};

/**
 * Pauses, closes or reopens one of the caller's postings. Paused and closed postings leave the
 * job board (and applying) at once, through `onTheBoard`; their applications stay.
 * The allowed start states are in the UPDATE itself, so two racing changes cannot both apply.
 */
export async function changeCompanyPostingStatus(
  services: Pick<AppServices, "db" | "sessions" | "tasks">,
  actor: Actor | null,
  input: { postingId: string; action: PostingStatusAction },
): Promise<CompanyPosting> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: true });
  const { from, to } = transitions[input.action];
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobPostings)
      .set({ status: to, updatedAt: new Date() })
      .where(and(ownPosting(company.id, input.postingId), inArray(jobPostings.status, from)))
      .returning({ id: jobPostings.id });
    if (row) {
      // Reopened postings are ranked again; closed ones keep their last scores.
      await queueMatchRecompute(services, tx, { postingId: row.id });
      return loadCompanyPosting(tx, company.id, row.id);
    }
    // Nothing changed: either not the caller's posting (404) or not in a state the action starts from.
    await loadCompanyPosting(tx, company.id, input.postingId);
    throw conflict(postingStatusMessages[input.action]);
  });
}
