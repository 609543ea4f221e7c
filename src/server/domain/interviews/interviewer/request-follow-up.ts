import { and, eq } from "drizzle-orm";
import { defaultQuestionRubric } from "@shared/evaluation/rubric";
import type { FollowUpDecision, FollowUpNoneReason } from "@shared/interviews/follow-up-contracts";
import { FOLLOW_UP_MIN_ANSWER_SECONDS, followUpFits } from "@shared/interviews/follow-up-timing";
import { baseLimits, baseNumberOf, isFollowUp, isLastBase } from "@shared/interviews/question-slots";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { overallInterviewSeconds } from "@shared/interviews/template-contracts";
import type { Db } from "../../../db/client";
import { applications, interviewFollowUps, interviews, recordingSegments } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { conflict } from "../../errors";
import { detectInjection } from "../../evaluation/evidence/detect-injection";
import { holdsLease } from "../recording/acquire-recording-lease";
import { loadOwnedRecordingSession } from "../recording/recording-access";
import { questionMarksOf } from "../recording/session-progress";
import { answerSoFar } from "./answer-so-far";
import { transcribeTail } from "./answer-tail";
import { interviewerLatency } from "./interviewer-latency";
import { checkFollowUp } from "./follow-up-checks";
import { logInterviewerCall } from "./interviewer-log";

export interface FollowUpRequestInput {
  sessionId: string;
  token: string;
  afterQuestionIndex: number;
  segment: number;
  offsetSeconds: number;
  elapsedSeconds: number;
  now?: Date;
}

/** Below this much time left there is no point asking the model: its answer could not arrive. */
const LEAST_CHAT_MS = 300;
/** Kept back from the budget for the checks, the write and the answer's way out. */
const MARGIN_MS = 100;

const none = (reason: FollowUpNoneReason): FollowUpDecision => ({ kind: "none", reason });

/**
 * At Next: at most one follow-up to the answer just given, drawn from what the candidate said and
 * checked before it is offered (decision 0055). Only an offer: the follow-up enters the interview
 * when the page marks it shown. One proposal per question, so asking again answers the same.
 * Within the server's budget or none ("late"): the page moves on after 3 s whatever happens.
 */
export async function requestFollowUp(
  services: Pick<AppServices, "db" | "blobs" | "log" | "config" | "ai" | "interviewer">,
  actor: Actor | null,
  input: FollowUpRequestInput,
): Promise<FollowUpDecision> {
  const received = performance.now();
  const now = input.now ?? new Date();
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  if (!holdsLease(session, input.token, now)) throw conflict(recordingMessages.leaseRequired);

  const interviewer = services.interviewer;
  const budgetMs = services.config.interviewer?.serverBudgetMs;
  const interview = await loadInterview(services.db, session.interviewId);
  if (!interviewer || budgetMs === undefined || interview.followUpSeconds === null || interview.humanReviewOnly)
    return none("not-enabled");
  const deadline = received + budgetMs;

  const { questions } = interview;
  const slot = input.afterQuestionIndex;
  const parent = questions[slot];
  const marks = await questionMarksOf(services.db, session.id);
  const highest = Math.max(-1, ...marks.map((mark) => mark.questionIndex));
  const parentMark = marks.find((mark) => mark.questionIndex === slot);
  if (!parent || isFollowUp(parent) || isLastBase(questions, slot) || highest !== slot || !parentMark)
    return none("not-eligible");

  const existing = await proposalOf(services.db, session.id, slot);
  if (existing) return outcomeOf(existing);
  const [created] = await services.db
    .insert(interviewFollowUps)
    .values({
      interviewId: interview.id,
      sessionId: session.id,
      parentIndex: slot,
      baseNumber: baseNumberOf(questions, slot),
      status: "generating",
      timeLimitSeconds: interview.followUpSeconds,
      requestedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: interviewFollowUps.id });
  // A request racing this one stored the proposal first: answer what it says.
  if (!created) return outcomeOf((await proposalOf(services.db, session.id, slot))!);
  const settle = async (
    reason: FollowUpNoneReason,
    extra: Partial<typeof interviewFollowUps.$inferInsert> = {},
  ): Promise<FollowUpDecision> => {
    await services.db
      .update(interviewFollowUps)
      .set({
        status: reason === "refused" ? "refused" : reason === "late" ? "late" : "none",
        reason,
        answeredAt: new Date(),
        latencyMs: Math.round(performance.now() - received),
        ...extra,
      })
      .where(eq(interviewFollowUps.id, created.id));
    return none(reason);
  };

  const segment = await segmentOf(services.db, session.id, input.segment);
  if (!segment?.mimeType.includes("webm")) return settle("unsupported-format");

  const fits = followUpFits({
    overallSeconds: overallInterviewSeconds(interview, interview.followUpSeconds),
    extraTimeSeconds: interview.extraTimeSeconds,
    // The page's clock, but never less than the answer's own end: a wrong clock only loses time.
    elapsedSeconds: Math.max(input.elapsedSeconds, input.offsetSeconds),
    followUpSeconds: interview.followUpSeconds,
    remainingBaseLimits: baseLimits(questions.slice(slot + 1)),
  });
  if (!fits) return settle("time");

  const long = answerSeconds(parentMark, input) >= FOLLOW_UP_MIN_ANSWER_SECONDS;
  const tailIncluded =
    long &&
    (await transcribeTail(
      services,
      { sessionId: session.id, segment: input.segment, until: input.offsetSeconds },
      deadline,
    ));
  const answer = await answerSoFar(
    services.db,
    session.id,
    { segment: parentMark.segment, seconds: parentMark.offsetSeconds },
    { segment: input.segment, seconds: input.offsetSeconds },
  );
  const heard = { transcriptSeconds: answer.transcribedSeconds, tailIncluded };
  if (!long) return settle("too-short", heard);
  // When the tail did not fit, the last seconds of an answer are not transcribed (windows end at
  // a quiet moment 8.5-10 s in); half the shortest answer worth following up is enough to ask about.
  if (answer.transcribedSeconds < FOLLOW_UP_MIN_ANSWER_SECONDS / 2 || answer.words.length === 0)
    return settle("no-transcript", heard);
  // What the candidate said is data; an answer that reads like instructions gets no follow-up.
  if (detectInjection(answer.text).length > 0) return settle("transcript-flagged", heard);

  const chatMs = Math.floor(deadline - performance.now() - MARGIN_MS);
  if (chatMs < LEAST_CHAT_MS) return settle("late", heard);
  const criteria = (parent.rubric ?? defaultQuestionRubric()).criteria;
  const draft = await interviewer.draftFollowUp(
    { question: parent.text, criteria, transcript: answer.text },
    AbortSignal.timeout(chatMs),
  );
  interviewerLatency.chat.record(draft.latencyMs);
  const call = {
    interviewId: interview.id,
    sessionId: session.id,
    followUpId: created.id,
    questionIndex: slot,
    model: draft.model,
    promptHash: draft.promptHash,
    usage: draft.usage,
    latencyMs: draft.latencyMs,
  };
  if (draft.outcome !== "ok") {
    await logInterviewerCall(services, { ...call, outcome: draft.outcome, error: draft.error });
    return settle(draft.outcome === "aborted" ? "late" : "provider-failed", heard);
  }
  const proposal = {
    decision: draft.output.decision,
    criterionKey: draft.output.criterion_key,
    anchorQuote: draft.output.anchor_quote,
    question: draft.output.question.trim(),
  };
  const stored = {
    ...heard,
    text: proposal.question || null,
    criterionKey: proposal.criterionKey,
    anchorQuote: proposal.anchorQuote || null,
  };
  const checked = checkFollowUp({
    output: proposal,
    transcript: answer.text,
    parentCriterionKeys: criteria.map((criterion) => criterion.key),
    parentQuestion: parent.text,
    baseQuestions: questions.filter((question) => !isFollowUp(question)).map((question) => question.text),
  });
  if (!checked.ok) {
    const declined = checked.codes.includes("model-declined");
    await logInterviewerCall(services, { ...call, outcome: declined ? "ok" : "refused" });
    return settle(declined ? "model-declined" : "refused", { ...stored, checksFailed: checked.codes });
  }
  await logInterviewerCall(services, { ...call, outcome: "ok" });
  // Past the budget the page may already have gone on: an offer now could never be shown in time.
  if (performance.now() > deadline) return settle("late", stored);
  await services.db
    .update(interviewFollowUps)
    .set({
      ...stored,
      status: "offered",
      answeredAt: new Date(),
      latencyMs: Math.round(performance.now() - received),
    })
    .where(eq(interviewFollowUps.id, created.id));
  return {
    kind: "follow-up",
    followUpId: created.id,
    parentIndex: slot,
    text: proposal.question,
    timeLimitSeconds: interview.followUpSeconds,
  };
}

/** How long the answer ran: from its question's mark to the press of Next (the same segment, or a later one). */
function answerSeconds(
  mark: { segment: number; offsetSeconds: number },
  end: { segment: number; offsetSeconds: number },
) {
  // Across segments the earlier ones' lengths are unknown here; the answer ran at least this long.
  return end.segment === mark.segment ? end.offsetSeconds - mark.offsetSeconds : end.offsetSeconds;
}

async function loadInterview(db: Db, interviewId: string) {
  const [row] = await db
    .select({
      id: interviews.id,
      questions: interviews.questions,
      followUpSeconds: interviews.followUpSeconds,
      humanReviewOnly: interviews.humanReviewOnly,
      extraTimeSeconds: interviews.extraTimeSeconds,
      jobPostingId: applications.jobPostingId,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(interviews.id, interviewId));
  return row!;
}

async function segmentOf(db: Db, sessionId: string, segmentIndex: number) {
  const [row] = await db
    .select({ mimeType: recordingSegments.mimeType })
    .from(recordingSegments)
    .where(and(eq(recordingSegments.sessionId, sessionId), eq(recordingSegments.segmentIndex, segmentIndex)));
  return row;
}

type Proposal = typeof interviewFollowUps.$inferSelect;

async function proposalOf(db: Db, sessionId: string, parentIndex: number): Promise<Proposal | undefined> {
  const [row] = await db
    .select()
    .from(interviewFollowUps)
    .where(and(eq(interviewFollowUps.sessionId, sessionId), eq(interviewFollowUps.parentIndex, parentIndex)));
  return row;
}

/** A stored proposal as the page is told it: the same offer again, or none with its reason. */
function outcomeOf(proposal: Proposal): FollowUpDecision {
  if (proposal.status === "offered" && proposal.text)
    return {
      kind: "follow-up",
      followUpId: proposal.id,
      parentIndex: proposal.parentIndex,
      text: proposal.text,
      timeLimitSeconds: proposal.timeLimitSeconds,
    };
  // Still being drafted by a request that came first, asked already, or none: nothing to show now.
  return none(
    proposal.status === "generating" || proposal.status === "asked" ? "not-eligible" : (proposal.reason ?? "late"),
  );
}
