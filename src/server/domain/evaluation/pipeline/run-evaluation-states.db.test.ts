import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NETWORK_RUBRIC, defaultQuestionRubric, type QuestionRubric } from "@shared/evaluation/rubric";
import { evaluationRuns, evaluations, recordingSessions } from "../../../db/schema";
import { bundledFfmpegPath } from "../../../plugins/media/bundled-ffmpeg";
import { finalizeRecording } from "../../interviews/recording/finalize-recording-task";
import {
  makeSpokenWebm,
  recordNetworkInterview,
  type SpokenRecording,
} from "../../../testing/spoken-interview-fixtures";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import type { AiProvider, AssessmentRequest } from "../providers/ai-provider";
import { rubricSnapshotOf } from "./enqueue-evaluation";
import { EvaluationHeldElsewhereError, RecordingNotReadyError, STALE_CLAIM_MS } from "./claim-evaluation";
import { runEvaluation } from "./run-evaluation";

const ANSWER =
  "I built a search service for our support team that cut the time to answer a ticket by half. I measured the latency every week, wrote the report for the whole company, and trained two new engineers to run it after I moved on to the data platform.";

/** A provider double that counts its calls; its transcript is the answer's text over its first seconds. */
function countingProvider() {
  const calls = { transcribe: 0, assess: 0 };
  const provider: AiProvider = {
    name: "openai",
    chatModel: "double-chat",
    transcribeModel: "double-transcribe",
    async transcribe() {
      calls.transcribe += 1;
      const words = ANSWER.split(" ").map((text, index) => ({ text, start: 1 + index * 0.3, end: 1.3 + index * 0.3 }));
      return { kind: "transcript", words, text: ANSWER, model: "double-transcribe", rough: false, usage: null };
    },
    async assess(request: AssessmentRequest) {
      calls.assess += 1;
      return {
        output: {
          criteria: request.criteria.map((criterion) => ({
            key: criterion.key,
            evidence: [{ quote: "cut the time to answer a ticket by half" }],
            rationale: "A measured result.",
            score: "4" as const,
          })),
          summary: "A concrete result.",
          candidate_feedback: "Say how you measured it.",
        },
        model: "double-chat",
        usage: { promptTokens: 100, completionTokens: 50 },
        promptHash: "a".repeat(64),
        temperature: 0.3,
        invalidAttempts: 0,
      };
    },
  };
  return { provider, calls };
}

describe.each(testDrivers())("an evaluation's states, on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let recording: SpokenRecording;
  let double: ReturnType<typeof countingProvider>;

  const evaluationOf = async (id: string) =>
    (await t.database.db.select().from(evaluations).where(eq(evaluations.id, id)))[0]!;

  /** Done, with the one recorded answer's criteria scored as the provider said (4). */
  const expectScored = (evaluation: Awaited<ReturnType<typeof evaluationOf>>) => {
    expect(evaluation.status).toBe("done");
    const scores = evaluation.result!.questions[0]!.criteria.map((criterion) => criterion.score);
    expect(scores.length).toBeGreaterThan(0);
    expect(new Set(scores)).toEqual(new Set([4]));
  };

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-evaluation-states-"));
    recording = await makeSpokenWebm(bundledFfmpegPath(), media, [ANSWER]);
    double = countingProvider();
    t = await createTestApp({ driver, startWorker: false, ai: double.provider });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("waits for the recording: not finalised yet is retried later, and then it runs", async () => {
    const { evaluationId, sessionId } = await recordNetworkInterview(t, recording, { finalize: false });
    await expect(runEvaluation(t.app.services, evaluationId)).rejects.toBeInstanceOf(RecordingNotReadyError);
    expect((await evaluationOf(evaluationId)).status).toBe("queued");
    await finalizeRecording(t.app.services, sessionId);
    await runEvaluation(t.app.services, evaluationId);
    expectScored(await evaluationOf(evaluationId));
  }, 60_000);

  it("a recording that could not be processed fails the evaluation with that reason", async () => {
    const { evaluationId, sessionId } = await recordNetworkInterview(t, recording, { finalize: false });
    await t.database.db
      .update(recordingSessions)
      .set({ processing: "failed", processingError: "the recording has no audio" })
      .where(eq(recordingSessions.id, sessionId));
    await runEvaluation(t.app.services, evaluationId);
    const evaluation = await evaluationOf(evaluationId);
    expect(evaluation.status).toBe("failed");
    expect(evaluation.failureReason).toMatch(/could not be processed: the recording has no audio/);
  }, 60_000);

  it("human-only review stores transcripts and signals, never asks a model, never scores", async () => {
    const before = { ...double.calls };
    const { evaluationId } = await recordNetworkInterview(t, recording);
    await t.database.db.update(evaluations).set({ humanReviewOnly: true }).where(eq(evaluations.id, evaluationId));
    await runEvaluation(t.app.services, evaluationId);
    const evaluation = await evaluationOf(evaluationId);
    expect(evaluation).toMatchObject({ status: "done", overallScore: null, summary: null, candidateSummary: null });
    expect(evaluation.result!.questions[0]!.criteria).toEqual([]);
    expect(evaluation.result!.questions[0]!.signals.answered).toBe(true);
    expect(double.calls.transcribe - before.transcribe).toBe(1);
    expect(double.calls.assess - before.assess).toBe(0);
  }, 60_000);

  it("a fresh claim is left to its worker, and the delivery comes back later; one abandoned for a minute is taken over", async () => {
    const { evaluationId } = await recordNetworkInterview(t, recording);
    const before = { ...double.calls };
    await t.database.db
      .update(evaluations)
      .set({ status: "transcribing", updatedAt: new Date() })
      .where(eq(evaluations.id, evaluationId));
    // Not a silent success: pg-boss must deliver it again, or a crash would leave it running forever (decision 0072).
    await expect(runEvaluation(t.app.services, evaluationId)).rejects.toBeInstanceOf(EvaluationHeldElsewhereError);
    expect((await evaluationOf(evaluationId)).status).toBe("transcribing");
    expect(double.calls.transcribe).toBe(before.transcribe);
    expect(STALE_CLAIM_MS).toBeLessThanOrEqual(60_000);

    await t.database.db
      .update(evaluations)
      .set({ updatedAt: new Date(Date.now() - STALE_CLAIM_MS - 1_000) })
      .where(eq(evaluations.id, evaluationId));
    await runEvaluation(t.app.services, evaluationId);
    expectScored(await evaluationOf(evaluationId));
    const runs = await t.database.db.select().from(evaluationRuns).where(eq(evaluationRuns.evaluationId, evaluationId));
    // Cost from the configured prices (zero by default).
    expect(runs.filter((run) => run.step === "assess").every((run) => run.costUsd === 0)).toBe(true);
  }, 60_000);

  it("an evaluation that is no longer current is never run", async () => {
    const first = await recordNetworkInterview(t, recording);
    await t.database.db.update(evaluations).set({ isCurrent: false }).where(eq(evaluations.id, first.evaluationId));
    await runEvaluation(t.app.services, first.evaluationId);
    expect((await evaluationOf(first.evaluationId)).status).toBe("queued");
  }, 60_000);
});

describe("the rubric an evaluation keeps", () => {
  it("gives a follow-up the AI interviewer asked its parent's rubric, and the questions after it their own", () => {
    const base = (text: string) => ({ text, type: "open-ended" as const, timeLimitSeconds: 60 });
    const followUp = { ...base("And then?"), followUpOf: 0 };
    expect(rubricSnapshotOf([base("A"), followUp, base("B")], true).questions).toEqual([
      NETWORK_RUBRIC.questions[0],
      NETWORK_RUBRIC.questions[0],
      NETWORK_RUBRIC.questions[1],
    ]);
    const custom: QuestionRubric = {
      criteria: [
        { key: "sql", competency: "Writes correct SQL", levels: ["none", "some", "works", "good", "excellent"] },
      ],
    };
    expect(rubricSnapshotOf([{ ...base("A"), rubric: custom }, followUp, base("B")], false).questions).toEqual([
      custom,
      custom,
      defaultQuestionRubric(),
    ]);
  });

  it("the network interview's own; a posting's per question, the default where it has none, with its version", () => {
    const questions = [
      { text: "A", type: "open-ended" as const, timeLimitSeconds: 60 },
      { text: "B", type: "open-ended" as const, timeLimitSeconds: 60 },
    ];
    expect(rubricSnapshotOf(questions, true)).toEqual({
      version: "network-1",
      questions: NETWORK_RUBRIC.questions.slice(0, 2),
    });
    const custom: QuestionRubric = {
      criteria: [
        {
          key: "sql",
          competency: "Writes correct SQL",
          levels: ["none", "some", "works", "good", "excellent"],
        },
      ],
    };
    const posting = rubricSnapshotOf([{ ...questions[0]!, rubric: custom }, questions[1]!], false);
    expect(posting.questions).toEqual([custom, defaultQuestionRubric()]);
    expect(posting.version).toMatch(/^posting-[0-9a-f]{12}$/);
    // Equal rubrics share a version; an edit gives a new one.
    expect(rubricSnapshotOf([{ ...questions[0]!, rubric: custom }, questions[1]!], false).version).toBe(
      posting.version,
    );
    expect(rubricSnapshotOf(questions, false).version).not.toBe(posting.version);
    // The version snapshotted with the questions (the template's) wins.
    const versioned = questions.map((question) => ({ ...question, rubricVersion: "template-abc-v3" }));
    expect(rubricSnapshotOf(versioned, false)).toEqual({
      version: "template-abc-v3",
      questions: [defaultQuestionRubric(), defaultQuestionRubric()],
    });
  });
});
