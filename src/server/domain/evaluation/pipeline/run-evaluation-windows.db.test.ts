import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerTranscripts, answerWindows, evaluations, interviews, recordingSegments } from "../../../db/schema";
import { bundledFfmpegPath } from "../../../plugins/media/bundled-ffmpeg";
import { BYTES_PER_SECOND, WAV_HEADER_BYTES } from "../../../plugins/media/pcm-wav";
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
  type FakeTranscriptionRequest,
} from "../../../testing/fake-openai-server";
import {
  makeSpokenWebm,
  recordNetworkInterview,
  type SpokenRecording,
} from "../../../testing/spoken-interview-fixtures";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import { runWindows } from "../../interviews/interviewer/listening/answer-windows";
import { runEvaluation } from "./run-evaluation";

const ANSWERS = [
  "I built a search service for our support team that cut the time to answer a ticket by half. I measured the latency every week, wrote the report for the whole company, and trained two new engineers to run it.",
  "My strongest skill is turning a vague request into a small working tool. Last spring I wrote a pipeline that cleaned our sales data every night, and the finance team stopped fixing the numbers by hand.",
];

/**
 * One word a second of the audio sent, a quarter of a second into each second, named for what
 * was sent: a window transcribed while the candidate spoke ("win"), or audio the evaluation cut
 * from the finished recording ("eval"). So the stored transcript shows where each word came from.
 */
function transcriptionOf(request: FakeTranscriptionRequest): FakeReply {
  const seconds = (request.fileBytes - WAV_HEADER_BYTES) / BYTES_PER_SECOND;
  const source = request.fileName?.startsWith("window-") ? "win" : "eval";
  const words = Array.from({ length: Math.floor(seconds) }, (_, second) => ({
    word: `${source}${second}`,
    start: second + 0.25,
    end: second + 0.75,
  }));
  return { kind: "transcript", words, duration: seconds };
}

describe.each(testDrivers())("the evaluation reuses the windows transcribed during the interview, on %s", (driver) => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  let media: string;
  let recording: SpokenRecording;

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-evaluation-windows-"));
    recording = await makeSpokenWebm(bundledFfmpegPath(), media, ANSWERS);
    fake = await startFakeOpenAiServer();
    fake.transcription = transcriptionOf;
    t = await createTestApp({
      driver,
      startWorker: false,
      env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-key", AI_CHAT_MODEL: "fake-chat" },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  /** The network interview, its audio transcribed in windows while it was recorded (the last seconds not yet). */
  const recordWithWindows = (afterWindows?: (sessionId: string) => Promise<void>) =>
    recordNetworkInterview(t, recording, {
      beforeFinish: async ({ sessionId }) => {
        expect(await runWindows(t.app.services, { sessionId, segment: 0 })).toMatchObject({ outcome: "done" });
        await afterWindows?.(sessionId);
      },
    });

  const windowsOf = (sessionId: string) =>
    t.database.db
      .select()
      .from(answerWindows)
      .where(eq(answerWindows.sessionId, sessionId))
      .orderBy(asc(answerWindows.startSeconds));

  async function transcriptsOf(evaluationId: string) {
    return t.database.db
      .select()
      .from(answerTranscripts)
      .where(eq(answerTranscripts.evaluationId, evaluationId))
      .orderBy(asc(answerTranscripts.questionIndex));
  }

  it("transcribes only what the windows did not cover, and keeps every word once, in recording time", async () => {
    // The last window was still being transcribed when the candidate finished: the evaluation has it to do.
    const { interviewId, sessionId, evaluationId } = await recordWithWindows(async (session) => {
      const last = (await windowsOf(session)).at(-1)!;
      await t.database.db.delete(answerWindows).where(eq(answerWindows.id, last.id));
    });
    const windows = await windowsOf(sessionId);
    expect(windows.length).toBeGreaterThanOrEqual(2);
    expect(windows.every((window) => window.status === "done")).toBe(true);
    const windowedUntil = windows.at(-1)!.endSeconds;
    const [segment] = await t.database.db
      .select()
      .from(recordingSegments)
      .where(eq(recordingSegments.sessionId, sessionId));
    // The finalised recording says where its one segment begins.
    expect(segment!.joinedStartSeconds).toBe(0);

    const sent: FakeTranscriptionRequest[] = [];
    fake.transcription = (request) => {
      sent.push(request);
      return transcriptionOf(request);
    };
    try {
      await runEvaluation(t.app.services, evaluationId);
    } finally {
      fake.transcription = transcriptionOf;
    }
    const [evaluation] = await t.database.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
    expect(evaluation!.status).toBe("done");

    // One call: the last answer's last seconds, after the windows end.
    const [interview] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    const starts = interview!.questionStartSeconds;
    const end = interview!.durationSeconds!;
    expect(sent.map((request) => request.fileName)).toEqual([expect.stringMatching(/^answer-1-from-\d+\.wav$/)]);
    const tailSeconds = (sent[0]!.fileBytes - WAV_HEADER_BYTES) / BYTES_PER_SECOND;
    expect(tailSeconds).toBeLessThan(12);
    // From where the windows end to the end of the recording (its stored length is whole seconds).
    expect(Math.abs(windowedUntil + tailSeconds - end)).toBeLessThan(1);

    const [first, second] = await transcriptsOf(evaluationId);
    // The first answer is all words of the windows, each inside its answer, in order, none twice.
    expect(first!.words.every((word) => word.text.startsWith("win"))).toBe(true);
    expect(first!.words.every((word) => word.start >= starts[0]! && word.start < starts[1]!)).toBe(true);
    expect(second!.words.every((word) => word.start >= starts[1]!)).toBe(true);
    expect(second!.words.at(0)!.text).toMatch(/^win/);
    expect(second!.words.at(-1)!.text).toMatch(/^eval/);
    expect(second!.words.find((word) => word.text.startsWith("eval"))!.start).toBeGreaterThanOrEqual(windowedUntil);
    for (const transcript of [first!, second!]) {
      const gaps = transcript.words.slice(1).map((word, index) => word.start - transcript.words[index]!.start);
      // A word every second, as the fake hears: no stretch lost between a window and the next, none heard twice.
      expect(Math.min(...gaps)).toBeGreaterThan(0);
      expect(Math.max(...gaps)).toBeLessThan(2);
      expect(transcript.text).toBe(transcript.words.map((word) => word.text).join(" "));
      expect(transcript).toMatchObject({ provider: "openai", rough: false });
    }
    // Every word of the recording is somewhere: about one a second from start to end.
    const total = first!.words.length + second!.words.length;
    expect(total).toBeGreaterThanOrEqual(Math.floor(end) - 3);
    expect(total).toBeLessThanOrEqual(Math.ceil(end) + 1);
  }, 120_000);

  it("transcribes the whole answers again when the windows came from another model", async () => {
    const { evaluationId } = await recordWithWindows(async (sessionId) => {
      await t.database.db
        .update(answerWindows)
        .set({ model: "an-older-whisper" })
        .where(eq(answerWindows.sessionId, sessionId));
    });
    const before = fake.transcriptionRequests().length;
    await runEvaluation(t.app.services, evaluationId);
    // Both answers whole, from the finished recording.
    expect(fake.transcriptionRequests().length - before).toBe(2);
    const transcripts = await transcriptsOf(evaluationId);
    expect(transcripts.flatMap((transcript) => transcript.words).every((word) => word.text.startsWith("eval"))).toBe(
      true,
    );
  }, 120_000);
});
