import { and, eq, isNull } from "drizzle-orm";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { NETWORK_RUBRIC } from "@shared/evaluation/rubric";
import type { Db } from "../db/client";
import { answerTranscripts, applications, evaluations, interviews } from "../db/schema";
import type { StoredEvaluationResult } from "../db/schema/evaluation-result";

const EVALUATED_QUESTIONS = [
  { text: "Tell us about a system you designed.", type: "open-ended" as const, timeLimitSeconds: 120 },
  { text: "How do you handle a production incident?", type: "open-ended" as const, timeLimitSeconds: 120 },
];

/** Words with times in seconds of the whole recording, one word a half second from `start`. */
export function timedWords(text: string, start: number): TimedWord[] {
  return text
    .split(" ")
    .map((word, index) => ({ text: word, start: start + index * 0.5, end: start + index * 0.5 + 0.4 }));
}

export const FIRST_ANSWER = "I designed the billing pipeline that handles invoices for every customer";
export const CRITERION_KEY = "clarity-of-explanation";

/** A completed interview of the application, asked EVALUATED_QUESTIONS, written straight to the database. */
export async function insertCompletedInterview(db: Db, applicationId: string): Promise<string> {
  const [row] = await db
    .insert(interviews)
    .values({
      applicationId,
      completed: true,
      completedAt: new Date(),
      questions: EVALUATED_QUESTIONS,
      questionStartSeconds: [0, 30],
      durationSeconds: 60,
    })
    .returning({ id: interviews.id });
  return row!.id;
}

/** The candidate's network application (made once). */
export async function networkApplication(db: Db, candidateId: string): Promise<string> {
  const [row] = await db
    .insert(applications)
    .values({ candidateId, jobPostingId: null })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (row) return row.id;
  // The partial unique index allows one network application per candidate.
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), isNull(applications.jobPostingId)));
  return existing!.id;
}

/**
 * A finished evaluation of the interview as the pipeline stores it: the first answer transcribed
 * and scored 4 on one criterion with a verified quote, the second without a transcript.
 */
export async function seedEvaluation(
  db: Db,
  interviewId: string,
  values: Partial<typeof evaluations.$inferInsert> = {},
): Promise<string> {
  const result: StoredEvaluationResult = {
    questions: [
      {
        index: 0,
        signals: { speechSeconds: 24, answered: true, timeLimitShare: 0.2 },
        transcriptUnavailableReason: null,
        possibleInjection: false,
        injectionPhrases: [],
        criteria: [
          {
            key: CRITERION_KEY,
            competency: "Explains their reasoning so a listener can follow it",
            score: 4,
            insufficientReason: null,
            rationale: "Names the system and what it does.",
            quotes: [{ text: "I designed the billing pipeline", startSeconds: 0, endSeconds: 2.4 }],
            runScores: [4, 4],
            lowAgreement: false,
            quotesDropped: 0,
          },
        ],
        summary: "A concrete example of a designed system.",
      },
      {
        index: 1,
        signals: { speechSeconds: 0, answered: false, timeLimitShare: 0 },
        transcriptUnavailableReason: "No speech was detected in this answer.",
        possibleInjection: false,
        injectionPhrases: [],
        criteria: [],
        summary: null,
      },
    ],
  };
  const [row] = await db
    .insert(evaluations)
    .values({
      interviewId,
      status: "done",
      provider: "openai",
      chatModel: "test-chat",
      transcribeModel: "test-whisper",
      rubricVersion: NETWORK_RUBRIC.version,
      rubric: NETWORK_RUBRIC,
      result,
      overallScore: 75,
      summary: "Clear and concrete.",
      candidateSummary: "You gave a concrete example.",
      completedAt: new Date(),
      ...values,
    })
    .returning({ id: evaluations.id });
  await db.insert(answerTranscripts).values({
    evaluationId: row!.id,
    interviewId,
    questionIndex: 0,
    provider: "openai",
    model: "test-whisper",
    rough: false,
    text: FIRST_ANSWER,
    words: timedWords(FIRST_ANSWER, 0),
  });
  return row!.id;
}
