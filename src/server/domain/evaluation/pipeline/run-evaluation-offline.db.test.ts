import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerTranscripts, evaluationRuns, evaluations, interviews } from "../../../db/schema";
import { bundledFfmpegPath } from "../../../plugins/media/bundled-ffmpeg";
import {
  ANSWER_PAUSE_SECONDS,
  makeSpokenWebm,
  recordNetworkInterview,
  type SpokenRecording,
} from "../../../testing/spoken-interview-fixtures";
import { createTestApp, TEST_APP_WITH_TRANSCRIBER, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import { MIN_CONFIDENT_SHARE, WORD_CONFIDENCE_THRESHOLD } from "../transcript-confidence";
import { runEvaluation } from "./run-evaluation";

const ANSWERS = [
  "I built a search service for our support team that cut the time to answer a ticket by half. I measured the latency every week, wrote the report for the whole company, and trained two new engineers to run it after I moved on to the data platform.",
  "My strongest skill is turning a vague request into a small working tool. Last spring I wrote a pipeline that cleaned our sales data every night, and the finance team stopped fixing the numbers by hand at the end of every month.",
];

describe.each(testDrivers())("the offline evaluation of a recorded interview, on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let recording: SpokenRecording;

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-evaluation-offline-"));
    recording = await makeSpokenWebm(bundledFfmpegPath(), media, ANSWERS);
    t = await createTestApp({ driver, startWorker: false, env: TEST_APP_WITH_TRANSCRIBER });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("stores rough transcripts and measured signals, and never a score", async () => {
    expect(t.app.services.ai.name).toBe("offline");
    const { interviewId, evaluationId } = await recordNetworkInterview(t, recording);
    await runEvaluation(t.app.services, evaluationId);

    const [evaluation] = await t.database.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
    expect(evaluation).toMatchObject({
      status: "done",
      provider: "offline",
      chatModel: null,
      rubricVersion: "network-1",
      overallScore: null,
      summary: null,
      failureReason: null,
    });
    const questions = evaluation!.result!.questions;
    expect(questions).toHaveLength(7);
    for (const [index, spoken] of recording.spokenSeconds.entries()) {
      const question = questions[index]!;
      expect(question.criteria).toEqual([]);
      expect(question.signals.answered).toBe(true);
      expect(Math.abs(question.signals.speechSeconds - spoken)).toBeLessThan(1);
      expect(question.signals.timeLimitShare).toBeGreaterThan(0);
      expect(question.transcriptUnavailableReason).toBeNull();
    }
    // The questions not asked in this recording are not answers.
    expect(questions.slice(2).every((question) => !question.signals.answered)).toBe(true);
    expect(questions[2]!.transcriptUnavailableReason).toMatch(/not asked/);

    const transcripts = await t.database.db
      .select()
      .from(answerTranscripts)
      .where(eq(answerTranscripts.evaluationId, evaluationId))
      .orderBy(asc(answerTranscripts.questionIndex));
    expect(transcripts.map((row) => row.questionIndex)).toEqual([0, 1]);
    for (const transcript of transcripts) {
      expect(transcript).toMatchObject({ provider: "offline", rough: true });
      const heard = transcript.heardWords ?? [];
      expect(heard.length).toBeGreaterThan(10);
      // Times are seconds of the whole recording: inside that answer's stretch of it.
      const start = recording.questionStartSeconds[transcript.questionIndex]!;
      const end = start + recording.spokenSeconds[transcript.questionIndex]! + 2 * ANSWER_PAUSE_SECONDS;
      expect(heard[0]!.start).toBeGreaterThanOrEqual(start);
      expect(heard.at(-1)!.end).toBeLessThanOrEqual(end + 0.5);
    }
    expect(
      transcripts[0]!
        .heardWords!.map((word) => word.text)
        .join(" ")
        .toLowerCase(),
    ).toMatch(/week|company|platform/);
    // Decision 0088: every word heard is kept with pocketsphinx's confidence; the transcript
    // everything downstream reads is the words at or above the threshold, in order.
    for (const transcript of transcripts) {
      const heard = transcript.heardWords!;
      expect(heard.length).toBeGreaterThanOrEqual(transcript.words.length);
      expect(heard.every((word) => typeof word.confidence === "number")).toBe(true);
      expect(transcript.confidenceThreshold).toBe(WORD_CONFIDENCE_THRESHOLD);
      const believed = heard.filter((word) => word.confidence! >= WORD_CONFIDENCE_THRESHOLD);
      expect(heard.filter((word) => word.uncertain)).toEqual(
        heard.filter((word) => word.confidence! < WORD_CONFIDENCE_THRESHOLD),
      );
      // An answer whose believed words cover too little of its speech is withheld whole.
      expect(transcript.withheld).toBe(transcript.confidentShare! < MIN_CONFIDENT_SHARE);
      const kept = transcript.withheld ? [] : believed;
      expect(transcript.words).toEqual(kept);
      expect(transcript.text).toBe(kept.map((word) => word.text).join(" "));
    }
    console.log(
      `offline transcript: ${transcripts.map((row) => `${row.words.length} of ${row.heardWords!.length} words believed (${Math.round(100 * row.confidentShare!)}% of the speech${row.withheld ? ", withheld" : ""})`).join("; ")}`,
    );

    const runs = await t.database.db.select().from(evaluationRuns).where(eq(evaluationRuns.evaluationId, evaluationId));
    expect(runs.map((run) => [run.step, run.outcome]).sort()).toEqual([
      ["transcribe", "ok"],
      ["transcribe", "ok"],
    ]);
    expect(runs.every((run) => run.inputHash?.length === 64 && run.latencyMs >= 0)).toBe(true);
    expect(runs.map((run) => run.confidenceThreshold)).toEqual([WORD_CONFIDENCE_THRESHOLD, WORD_CONFIDENCE_THRESHOLD]);

    const [interview] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(interview).toMatchObject({ score: null, feedback: null });
    // Its scratch directory is gone.
    expect(
      (await readdir(os.tmpdir())).filter((name) => name.startsWith(`onetake-evaluation-${evaluationId}-`)),
    ).toEqual([]);
  }, 120_000);
});
