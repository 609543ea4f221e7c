import { and, eq } from "drizzle-orm";
import { defaultQuestionRubric } from "@shared/evaluation/rubric";
import type { FollowUpDecision, FollowUpNoneReason } from "@shared/interviews/follow-up-contracts";
import { FOLLOW_UP_MIN_ANSWER_SECONDS, followUpFits } from "@shared/interviews/follow-up-timing";
import { baseLimits, baseNumberOf, isFollowUp, isLastBase } from "@shared/interviews/question-slots";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { overallInterviewSeconds } from "@shared/interviews/template-contracts";
import type { Db } from "../../../../db/client";
import { applications, interviews, recordingSegments } from "../../../../db/schema";
import type { Actor } from "../../../../plugins/auth/actor";
import type { AppServices } from "../../../../services";
import { conflict } from "../../../../errors";
import { detectInjection } from "../../../evaluation/evidence/detect-injection";
import { holdsLease } from "../../recording/acquire-recording-lease";
import { loadOwnedRecordingSession } from "../../recording/recording-access";
import { questionMarksOf } from "../../recording/session-progress";
import { answerSoFar, type AnswerSoFar } from "../listening/answer-so-far";
import { transcribeTail } from "../listening/answer-tail";
import { draftCheckedFollowUp } from "./draft-follow-up";
import { noFollowUp, offerProposal, openProposal, outcomeOf, proposalOf, settleProposal } from "./follow-up-proposal";
import type { FollowUpDrafter } from "../openai-interviewer";

export interface FollowUpRequestInput {
  sessionId: string;
  token: string;
  afterQuestionIndex: number;
  segment: number;
  offsetSeconds: number;
  elapsedSeconds: number;
  now?: Date;
}

type Services = Pick<AppServices, "db" | "blobs" | "log" | "config" | "ai" | "interviewer">;

/** Below this much time left there is no point asking the model: its answer could not arrive. */
const LEAST_CHAT_MS = 300;
/** Kept back from the budget for the checks, the write and the answer's way out. */
const MARGIN_MS = 100;

/**
 * At Next: at most one follow-up to the answer just given, drawn from what the candidate said and
 * checked before it is offered (decision 0055). Only an offer: the follow-up enters the interview
 * when the page marks it shown. One proposal per question, so asking again answers the same.
 * Within the server's budget or none ("late"): the page moves on after 3 s whatever happens.
 */
export async function requestFollowUp(
  services: Services,
  actor: Actor | null,
  input: FollowUpRequestInput,
): Promise<FollowUpDecision> {
  const received = performance.now();
  const now = input.now ?? new Date();
  const asked = await whatIsAsked(services, actor, input, now);
  if (asked.kind === "none") return noFollowUp(asked.reason);
  const { session, interview, parent, interviewer } = asked;
  const deadline = received + asked.budgetMs;
  const slot = input.afterQuestionIndex;

  const existing = await proposalOf(services.db, session.id, slot);
  if (existing) return outcomeOf(existing);
  const created = await openProposal(services.db, {
    interviewId: interview.id,
    sessionId: session.id,
    parentIndex: slot,
    baseNumber: baseNumberOf(interview.questions, slot),
    timeLimitSeconds: asked.followUpSeconds,
    requestedAt: now,
  });
  // A request racing this one stored the proposal first: answer what it says.
  if (!created) return outcomeOf((await proposalOf(services.db, session.id, slot))!);
  const proposal = { id: created.id, received };
  const settle = (reason: FollowUpNoneReason, fields = {}) => settleProposal(services.db, proposal, reason, fields);

  const heard = await hearAnswer(services, asked, input, deadline);
  if (heard.kind === "none") return settle(heard.reason, heard.fields);

  const chatMs = Math.floor(deadline - performance.now() - MARGIN_MS);
  if (chatMs < LEAST_CHAT_MS) return settle("late", heard.fields);
  const drafted = await draftCheckedFollowUp(services, interviewer, {
    call: { interviewId: interview.id, sessionId: session.id, followUpId: created.id, questionIndex: slot },
    parentQuestion: parent.text,
    criteria: (parent.rubric ?? defaultQuestionRubric()).criteria,
    transcript: heard.answer.text,
    baseQuestions: interview.questions.filter((question) => !isFollowUp(question)).map((question) => question.text),
    chatMs,
  });
  if (drafted.kind === "none") return settle(drafted.reason, { ...heard.fields, ...drafted.stored });
  const stored = { ...heard.fields, ...drafted.stored };
  // Past the budget the page may already have gone on: an offer now could never be shown in time.
  if (performance.now() > deadline) return settle("late", stored);
  await offerProposal(services.db, proposal, stored);
  return {
    kind: "follow-up",
    followUpId: created.id,
    parentIndex: slot,
    text: drafted.question,
    timeLimitSeconds: asked.followUpSeconds,
  };
}

type Interview = Awaited<ReturnType<typeof loadInterview>>;
type Mark = Awaited<ReturnType<typeof questionMarksOf>>[number];

/** A request that may have a follow-up: whose session, which parent question, under what budget. */
interface Asked {
  kind: "asked";
  session: { id: string; interviewId: string };
  interview: Interview;
  parent: Interview["questions"][number];
  parentMark: Mark;
  interviewer: FollowUpDrafter;
  budgetMs: number;
  followUpSeconds: number;
}

/**
 * The candidate's own open session, with its lease (or a conflict), and whether a follow-up may
 * be asked at all: follow-ups enabled for this interview, and the answer just given is the
 * latest marked base question, not the last one.
 */
async function whatIsAsked(
  services: Services,
  actor: Actor | null,
  input: FollowUpRequestInput,
  now: Date,
): Promise<Asked | { kind: "none"; reason: FollowUpNoneReason }> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  if (!holdsLease(session, input.token, now)) throw conflict(recordingMessages.leaseRequired);

  const interviewer = services.interviewer;
  const budgetMs = services.config.interviewer?.serverBudgetMs;
  const interview = await loadInterview(services.db, session.interviewId);
  if (!interviewer || budgetMs === undefined || interview.followUpSeconds === null || interview.humanReviewOnly)
    return { kind: "none", reason: "not-enabled" };

  const { questions } = interview;
  const slot = input.afterQuestionIndex;
  const parent = questions[slot];
  const marks = await questionMarksOf(services.db, session.id);
  const highest = Math.max(-1, ...marks.map((mark) => mark.questionIndex));
  const parentMark = marks.find((mark) => mark.questionIndex === slot);
  if (!parent || isFollowUp(parent) || isLastBase(questions, slot) || highest !== slot || !parentMark)
    return { kind: "none", reason: "not-eligible" };
  const followUpSeconds = interview.followUpSeconds;
  return { kind: "asked", session, interview, parent, parentMark, interviewer, budgetMs, followUpSeconds };
}

type HeardFields = { transcriptSeconds: number; tailIncluded: boolean };

/**
 * What the candidate said that a follow-up may be drawn from, or why there is none: a recording
 * the windows can read, time left for a follow-up, an answer long enough, enough of it
 * transcribed, and nothing in it that reads like instructions.
 */
async function hearAnswer(
  services: Services,
  { session, interview, parentMark, followUpSeconds }: Asked,
  input: FollowUpRequestInput,
  deadline: number,
): Promise<
  | { kind: "heard"; answer: AnswerSoFar; fields: HeardFields }
  | { kind: "none"; reason: FollowUpNoneReason; fields?: HeardFields }
> {
  const segment = await segmentOf(services.db, session.id, input.segment);
  if (!segment?.mimeType.includes("webm")) return { kind: "none", reason: "unsupported-format" };

  const fits = followUpFits({
    overallSeconds: overallInterviewSeconds(interview, followUpSeconds),
    extraTimeSeconds: interview.extraTimeSeconds,
    // The page's clock, but never less than the answer's own end: a wrong clock only loses time.
    elapsedSeconds: Math.max(input.elapsedSeconds, input.offsetSeconds),
    followUpSeconds,
    remainingBaseLimits: baseLimits(interview.questions.slice(input.afterQuestionIndex + 1)),
  });
  if (!fits) return { kind: "none", reason: "time" };

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
  const fields = { transcriptSeconds: answer.transcribedSeconds, tailIncluded };
  if (!long) return { kind: "none", reason: "too-short", fields };
  // When the tail did not fit, the last seconds of an answer are not transcribed (windows end at
  // a quiet moment 8.5-10 s in); half the shortest answer worth following up is enough to ask about.
  if (answer.transcribedSeconds < FOLLOW_UP_MIN_ANSWER_SECONDS / 2 || answer.words.length === 0)
    return { kind: "none", reason: "no-transcript", fields };
  // What the candidate said is data; an answer that reads like instructions gets no follow-up.
  if (detectInjection(answer.text).length > 0) return { kind: "none", reason: "transcript-flagged", fields };
  return { kind: "heard", answer, fields };
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
