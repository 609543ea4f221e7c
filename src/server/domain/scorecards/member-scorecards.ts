import { and, asc, count, desc, eq } from "drizzle-orm";
import {
  scorecardMessages,
  type MyScorecard,
  type ScorecardBody,
  type ScorecardPanel,
  type ScorecardQuestion,
  type ScorecardRating,
  type ScorecardsView,
  type ScorecardVersions,
} from "@shared/scorecards/scorecard-contracts";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import type { DbOrTx } from "../../db/client";
import { companyMembers, evaluations, interviews, profiles, scorecards, scorecardVersions } from "../../db/schema";
import type { StoredEvaluationResult } from "../../db/schema/evaluation-result";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { conflict } from "../../errors";
import { recordAudit } from "../admin/record-audit";
import { reviewedInterviewsOf } from "../applications/application-interview";
import { loadCompanyApplication } from "../applications/company-owned-application";
import { requireCompany, type CompanyFacts } from "../companies/require-company";
import { overrideKey, readLatestOverrides } from "../evaluation/latest-overrides";
import { applicationsWithAiScoresHidden } from "../companies/ai-scores-hidden";
import {
  checkedRatings,
  checkedSubmission,
  panelCriteria,
  scorecardCriterionId,
  scorecardQuestions,
  type AiCriterionScore,
} from "./scorecard-rules";

/*
 * A member's scorecard of an application (decision 0085). Anyone whose role and assignments let
 * them read the application scores it (requireCompany and loadCompanyApplication decide that);
 * they see how many members have submitted, and nothing of anyone's scores, until they submit
 * their own: then every submitted scorecard side by side with the AI's.
 */

type Services = Pick<AppServices, "db" | "sessions">;
type ScorecardRow = typeof scorecards.$inferSelect;

interface Subject {
  actorUserId: string;
  company: CompanyFacts;
  applicationId: string;
  interviewId: string;
  evaluationId: string;
  result: StoredEvaluationResult | null;
  rubric: RubricSnapshot;
  slots: (typeof interviews.$inferSelect)["questions"];
}

/** The application the member may read, its reviewed interview and that interview's current rubric (409 without one). */
async function loadSubject(services: Services, actor: Actor | null, applicationId: string, db: DbOrTx = services.db) {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "applicants", verified: true });
  const { application } = await loadCompanyApplication(db, company, applicationId);
  const interviewId = (await reviewedInterviewsOf(db, [application.id])).get(application.id)?.id ?? null;
  if (interviewId === null) throw conflict(scorecardMessages.noRubric);
  const [row] = await db
    .select({
      slots: interviews.questions,
      evaluationId: evaluations.id,
      rubric: evaluations.rubric,
      result: evaluations.result,
    })
    .from(interviews)
    .innerJoin(evaluations, and(eq(evaluations.interviewId, interviews.id), eq(evaluations.isCurrent, true)))
    .where(eq(interviews.id, interviewId))
    .limit(1);
  if (!row) throw conflict(scorecardMessages.noRubric);
  const subject: Subject = {
    actorUserId: caller.userId,
    company,
    applicationId: application.id,
    interviewId,
    evaluationId: row.evaluationId,
    result: row.result,
    rubric: row.rubric,
    slots: row.slots,
  };
  return subject;
}

async function readMine(db: DbOrTx, subject: Subject, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, subject.applicationId), eq(scorecards.memberId, subject.company.memberId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** A scorecard is scored against the rubric it was started with; a blank one against the evaluation's. */
const questionsOf = (subject: Subject, mine: ScorecardRow | null): ScorecardQuestion[] =>
  scorecardQuestions(subject.slots, mine?.rubric ?? subject.rubric);

function myScorecardView(mine: ScorecardRow | null): MyScorecard {
  if (!mine)
    return { status: "draft", version: 0, ratings: [], recommendation: null, submittedAt: null, updatedAt: null };
  return {
    status: mine.status,
    version: mine.version,
    ratings: mine.ratings,
    recommendation: mine.recommendation,
    submittedAt: mine.submittedAt?.toISOString() ?? null,
    updatedAt: mine.updatedAt.toISOString(),
  };
}

async function memberName(db: DbOrTx, memberId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.profileId))
    .where(eq(companyMembers.id, memberId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : "";
}

/** The AI's score of each criterion in the current evaluation, with a person's latest override. */
async function aiScoresOf(db: DbOrTx, subject: Subject): Promise<Map<string, AiCriterionScore>> {
  const overrides = await readLatestOverrides(db, subject.evaluationId);
  const scores = new Map<string, AiCriterionScore>();
  for (const question of subject.result?.questions ?? [])
    for (const criterion of question.criteria)
      scores.set(scorecardCriterionId(question.index, criterion.key), {
        ai: typeof criterion.score === "number" ? criterion.score : null,
        override: overrides.get(overrideKey(question.index, criterion.key))?.score ?? null,
      });
  return scores;
}

async function panelOf(db: DbOrTx, subject: Subject, questions: ScorecardQuestion[]): Promise<ScorecardPanel> {
  const submitted = await db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, subject.applicationId), eq(scorecards.status, "submitted")))
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
  const aiScores = await aiScoresOf(db, subject);
  return {
    members: submitted.map((row) => ({
      name: row.memberName,
      isMe: row.memberId === subject.company.memberId,
      recommendation: row.recommendation!,
      version: row.version,
      submittedAt: row.submittedAt!.toISOString(),
    })),
    criteria: panelCriteria(questions, submitted, aiScores),
  };
}

async function viewOf(db: DbOrTx, subject: Subject, mine: ScorecardRow | null): Promise<ScorecardsView> {
  const questions = questionsOf(subject, mine);
  const [[submitted], hidden] = await Promise.all([
    db
      .select({ n: count() })
      .from(scorecards)
      .where(and(eq(scorecards.applicationId, subject.applicationId), eq(scorecards.status, "submitted"))),
    applicationsWithAiScoresHidden(db, subject.company, [subject.applicationId]),
  ]);
  const iSubmitted = mine?.status === "submitted";
  return {
    rubricVersion: mine?.rubricVersion ?? subject.rubric.version,
    questions,
    mine: myScorecardView(mine),
    submittedCount: submitted?.n ?? 0,
    aiScoresHidden: hidden.has(subject.applicationId),
    // Independence (decision 0085): nobody's scores, not even how they spread, before mine is in.
    panel: iSubmitted ? await panelOf(db, subject, questions) : null,
  };
}

export async function getScorecards(
  services: Services,
  actor: Actor | null,
  input: { applicationId: string },
): Promise<ScorecardsView> {
  const subject = await loadSubject(services, actor, input.applicationId);
  return viewOf(services.db, subject, await readMine(services.db, subject));
}

/** Saves my draft, any criteria so far; once submitted, a change is a new submission (409 here). */
export async function saveScorecardDraft(
  services: Services,
  actor: Actor | null,
  input: { applicationId: string; body: ScorecardBody & { ratings: ScorecardRating[] } },
): Promise<ScorecardsView> {
  const subject = await loadSubject(services, actor, input.applicationId);
  return services.db.transaction(async (tx) => {
    const mine = await readMine(tx, subject, { forUpdate: true });
    if (mine?.status === "submitted") throw conflict(scorecardMessages.submitted);
    const ratings = checkedRatings(questionsOf(subject, mine), input.body.ratings);
    const saved = await write(tx, subject, mine, { ratings, recommendation: input.body.recommendation ?? null });
    return viewOf(tx, subject, saved);
  });
}

/** Submits my scorecard: complete, with a recommendation; each submit is a version, kept and audited. */
export async function submitScorecard(
  services: Services,
  actor: Actor | null,
  input: { applicationId: string; body: ScorecardBody & { ratings: ScorecardRating[] } },
): Promise<ScorecardsView> {
  const subject = await loadSubject(services, actor, input.applicationId);
  return services.db.transaction(async (tx) => {
    const mine = await readMine(tx, subject, { forUpdate: true });
    const { ratings, recommendation } = checkedSubmission(questionsOf(subject, mine), {
      ratings: input.body.ratings,
      recommendation: input.body.recommendation ?? null,
    });
    const now = new Date();
    const version = (mine?.version ?? 0) + 1;
    const saved = await write(tx, subject, mine, {
      ratings,
      recommendation,
      status: "submitted",
      version,
      submittedAt: now,
    });
    await tx.insert(scorecardVersions).values({
      scorecardId: saved.id,
      version,
      ratings,
      recommendation,
      memberName: saved.memberName,
      submittedAt: now,
    });
    await recordAudit(tx, {
      actorId: subject.actorUserId,
      action: version === 1 ? "scorecard.submitted" : "scorecard.resubmitted",
      targetType: "scorecard",
      targetId: saved.id,
      details: {
        companyId: subject.company.id,
        memberId: subject.company.memberId,
        applicationId: subject.applicationId,
        version,
        recommendation,
      },
    });
    return viewOf(tx, subject, saved);
  });
}

async function write(
  tx: DbOrTx,
  subject: Subject,
  mine: ScorecardRow | null,
  values: Partial<Pick<ScorecardRow, "status" | "version" | "submittedAt">> & {
    ratings: ScorecardRating[];
    recommendation: ScorecardRow["recommendation"];
  },
): Promise<ScorecardRow> {
  const name = await memberName(tx, subject.company.memberId);
  if (mine) {
    const [updated] = await tx
      .update(scorecards)
      .set({ ...values, memberName: name, updatedAt: new Date() })
      .where(eq(scorecards.id, mine.id))
      .returning();
    return updated!;
  }
  const [created] = await tx
    .insert(scorecards)
    .values({
      ...values,
      applicationId: subject.applicationId,
      interviewId: subject.interviewId,
      memberId: subject.company.memberId,
      memberName: name,
      rubricVersion: subject.rubric.version,
      rubric: subject.rubric,
    })
    .onConflictDoNothing()
    .returning();
  // A second tab saved the first draft at the same moment: carry on with that row.
  if (!created) {
    const again = await readMine(tx, subject, { forUpdate: true });
    if (again?.status === "submitted" && values.status !== "submitted") throw conflict(scorecardMessages.submitted);
    return write(tx, subject, again, values);
  }
  return created;
}

/** Every version I submitted, the latest first. */
export async function listScorecardVersions(
  services: Services,
  actor: Actor | null,
  input: { applicationId: string },
): Promise<ScorecardVersions> {
  const subject = await loadSubject(services, actor, input.applicationId);
  const mine = await readMine(services.db, subject);
  if (!mine) return { versions: [] };
  const rows = await services.db
    .select()
    .from(scorecardVersions)
    .where(eq(scorecardVersions.scorecardId, mine.id))
    .orderBy(desc(scorecardVersions.version));
  return {
    versions: rows.map((row) => ({
      version: row.version,
      ratings: row.ratings,
      recommendation: row.recommendation,
      submittedAt: row.submittedAt.toISOString(),
    })),
  };
}
