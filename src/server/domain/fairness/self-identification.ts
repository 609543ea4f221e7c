import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { SelfIdentificationInput, SelfIdentificationView } from "@shared/fairness/self-identification-contracts";
import type { DbOrTx } from "../../db/client";
import { applications, candidateSelfIdentifications, candidates } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { notFound } from "../../errors";
import { CANDIDATE_PROFILE_NOT_FOUND } from "../candidates/profile/own-candidate-profile";

/*
 * The candidate's own voluntary self-identification (decision 0052). Only these three functions
 * return a candidate's answers, and only to that candidate; the fairness report reads them as
 * counts. It is asked once per application (decision 0073): a row's time is the candidate's last
 * answer, "Not now" (both null) or deletion, and only a job application made after it, while
 * they have no answers, asks again.
 */

async function ownCandidateId(db: DbOrTx, actor: Actor | null): Promise<string> {
  const candidate = requireUserType(actor, "candidate");
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.profileId, candidate.userId))
    .limit(1);
  if (!row) throw notFound(CANDIDATE_PROFILE_NOT_FOUND);
  return row.id;
}

async function viewOf(db: DbOrTx, candidateId: string): Promise<SelfIdentificationView> {
  const [row] = await db
    .select()
    .from(candidateSelfIdentifications)
    .where(eq(candidateSelfIdentifications.candidateId, candidateId))
    .limit(1);
  if (row && (row.sex !== null || row.raceEthnicity !== null)) {
    return {
      asked: true,
      askNow: false,
      sex: row.sex,
      raceEthnicity: row.raceEthnicity,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  // No answers: ask about a job application made since they last said "Not now" (or deleted them).
  const [applied] = await db
    .select({ one: sql<number>`1` })
    .from(applications)
    .where(
      and(
        eq(applications.candidateId, candidateId),
        isNotNull(applications.jobPostingId),
        ...(row ? [gt(applications.createdAt, row.updatedAt)] : []),
      ),
    )
    .limit(1);
  return {
    asked: Boolean(row),
    askNow: Boolean(applied),
    sex: null,
    raceEthnicity: null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The caller's answers, and whether to ask now (no answers, and a job application since they were last asked). */
export async function getSelfIdentification(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<SelfIdentificationView> {
  return viewOf(services.db, await ownCandidateId(services.db, actor));
}

/** Answers, changes or says "Not now" (both null); either way not asked again about the applications so far. */
export async function saveSelfIdentification(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: SelfIdentificationInput,
): Promise<SelfIdentificationView> {
  const candidateId = await ownCandidateId(services.db, actor);
  const now = new Date();
  await services.db
    .insert(candidateSelfIdentifications)
    .values({ candidateId, sex: input.sex, raceEthnicity: input.raceEthnicity, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: candidateSelfIdentifications.candidateId,
      set: { sex: input.sex, raceEthnicity: input.raceEthnicity, updatedAt: now },
    });
  return viewOf(services.db, candidateId);
}

/**
 * Deletes the caller's answers. The row stays with both answers null, holding nothing about
 * them but when they were last asked, so only a later application asks again (once); they may
 * answer again in their settings at any time.
 */
export async function deleteSelfIdentification(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<SelfIdentificationView> {
  return saveSelfIdentification(services, actor, { sex: null, raceEthnicity: null });
}
