import { and, eq } from "drizzle-orm";
import { runnerMessages } from "@shared/interviews/runner-contracts";
import type { DbOrTx } from "../../db/client";
import { applications, candidates, interviews } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { requireUserType } from "../accounts/access";
import { notFound } from "../errors";

/**
 * The interview and its application, if the caller is the candidate it belongs to. Anyone
 * else (another candidate included) is told it does not exist, so an id reveals nothing.
 */
export async function loadOwnedInterview(db: DbOrTx, actor: Actor | null, interviewId: string) {
  const candidate = requireUserType(actor, "candidate");
  const [row] = await db
    .select({ interview: interviews, rerecordsUsed: applications.rerecordsUsed })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(interviews.id, interviewId), eq(candidates.profileId, candidate.userId)))
    .limit(1);
  if (!row) throw notFound(runnerMessages.interviewNotFound);
  return row;
}
