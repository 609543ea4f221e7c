import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  answerWindows,
  interviewerCalls,
  interviews,
  recordingChunks,
  recordingQuestionMarks,
  recordingSegments,
} from "../../../../db/schema";
import { bundledFfmpegPath } from "../../../../plugins/media/bundled-ffmpeg";
import { WAV_HEADER_BYTES, BYTES_PER_SECOND } from "../../../../plugins/media/pcm-wav";
import { makeRawWebm } from "../../../../testing/media/test-media";
import type { BlobKey } from "../../../../plugins/storage/blob-store";
import { recordingClient, sha256Hex, splitIntoChunks, type Recorder } from "../../../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../../../testing/test-app";
import { ProviderError, type AiProvider } from "../../../evaluation/providers/ai-provider";
import { transcribeTail } from "./answer-tail";
import { runWindows, type RunWindowsInput } from "./answer-windows";
import { interviewerLatency } from "../interviewer-latency";
import type { FollowUpDrafter } from "../openai-interviewer";
import { transcribeWindowsTask } from "./transcribe-windows-task";

const RECORDING_SECONDS = 25;

/** What the fake provider does with the next windows, in order; a plain transcript after. */
const script: ("fail" | "unavailable")[] = [];
/** The audio each window sent to the provider lasted this long (read from the WAV itself). */
const sentSeconds: number[] = [];
/** Where in the recording each window's audio begins, told by the rising tone's pitch there. */
const heardFrom: number[] = [];

/** The test tone rises from 440 Hz by 80 Hz a second (sin(2π(440 + 40t)t)). */
const secondOfPitch = (hz: number) => (hz - 440) / 80;

/** The pitch of a WAV's first 0.25 s, from its upward zero crossings. */
async function openingPitch(wavPath: string): Promise<number> {
  const bytes = await readFile(wavPath);
  const samples = Math.min(4000, (bytes.length - WAV_HEADER_BYTES) / 2);
  let crossings = 0;
  for (let index = 1; index < samples; index += 1) {
    const [before, at] = [
      bytes.readInt16LE(WAV_HEADER_BYTES + (index - 1) * 2),
      bytes.readInt16LE(WAV_HEADER_BYTES + index * 2),
    ];
    if (before < 0 && at >= 0) crossings += 1;
  }
  return crossings / (samples / 16_000);
}

/** A transcript of one word per whole second of the window, each 0.25-0.75 s into its second. */
const fakeAi: AiProvider = {
  name: "openai",
  chatModel: "fake-chat",
  transcribeModel: "fake-whisper",
  assess: null,
  async transcribe(audio) {
    const seconds = ((await stat(audio.wavPath)).size - WAV_HEADER_BYTES) / BYTES_PER_SECOND;
    sentSeconds.push(seconds);
    heardFrom.push(secondOfPitch(await openingPitch(audio.wavPath)));
    expect(audio.durationSeconds).toBeCloseTo(seconds, 4);
    const next = script.shift();
    if (next === "fail") throw new ProviderError("the transcription service is down", true);
    if (next === "unavailable") return { kind: "unavailable", reason: "no speech model" };
    const words = Array.from({ length: Math.floor(seconds) }, (_, second) => ({
      text: `w${second}`,
      start: second + 0.25,
      end: second + 0.75,
    }));
    return {
      kind: "transcript",
      words,
      text: words.map((word) => word.text).join(" "),
      model: "fake-whisper",
      rough: false,
      usage: { promptTokens: 7, completionTokens: 3 },
    };
  },
};

const fakeInterviewer: FollowUpDrafter = {
  chatModel: "fake-chat",
  draftFollowUp: () => Promise.reject(new Error("no follow-up is drafted in these tests")),
};

describe("transcribing a recording segment in windows while it is recorded", () => {
  let t: TestApp;
  let dir: string;
  /** About a second of the recording each, as a browser sends them. */
  let chunks: Buffer[];
  const client = recordingClient(() => t, { mimeType: "video/webm" });

  beforeAll(async () => {
    // No worker: each test runs the windows itself, and looks at the tasks the chunks queued.
    t = await createTestApp({ startWorker: false, ai: fakeAi, interviewer: fakeInterviewer });
    dir = await mkdtemp(path.join(os.tmpdir(), "onetake-answer-windows-"));
    const webm = path.join(dir, "recording.webm");
    await makeRawWebm({ path: bundledFfmpegPath(), timeoutMs: 60_000 }, webm, {
      seconds: RECORDING_SECONDS,
      width: 160,
      height: 120,
      rising: true,
      clusterMilliseconds: 2000,
    });
    const bytes = await readFile(webm);
    chunks = splitIntoChunks(bytes, Math.ceil(bytes.length / RECORDING_SECONDS));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    script.length = 0;
    sentSeconds.length = 0;
    heardFrom.length = 0;
  });

  /** A candidate recording the network interview, with follow-ups on unless `followUps` is false. */
  async function recorder(followUps = true): Promise<Recorder> {
    const fresh = await client.freshRecorder();
    await t.database.db
      .update(interviews)
      .set({ followUpSeconds: followUps ? 60 : null })
      .where(eq(interviews.id, fresh.interviewId));
    return fresh;
  }

  async function upload(who: Recorder, seqs: number[], options: { segment?: number; mimeType?: string } = {}) {
    for (const seq of seqs) {
      const put = await client.putChunk(
        who.cookie,
        who.sessionId,
        { segment: options.segment ?? 0, seq },
        chunks[seq]!,
        {
          token: who.token,
          sha256: sha256Hex(chunks[seq]!),
          ...(options.mimeType ? { mimeType: options.mimeType } : {}),
        },
      );
      expect(put.statusCode).toBe(200);
    }
  }

  const seqs = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

  const run = (who: Recorder, options: Partial<RunWindowsInput> = {}) =>
    runWindows(t.app.services, { sessionId: who.sessionId, segment: 0, ...options });

  async function windowsOf(who: Recorder) {
    return t.database.db
      .select()
      .from(answerWindows)
      .where(eq(answerWindows.sessionId, who.sessionId))
      .orderBy(asc(answerWindows.startSeconds));
  }

  async function segmentOf(who: Recorder, segment = 0) {
    const [row] = await t.database.db
      .select()
      .from(recordingSegments)
      .where(and(eq(recordingSegments.sessionId, who.sessionId), eq(recordingSegments.segmentIndex, segment)));
    return row!;
  }

  async function callsOf(who: Recorder) {
    return t.database.db
      .select()
      .from(interviewerCalls)
      .where(eq(interviewerCalls.sessionId, who.sessionId))
      .orderBy(asc(interviewerCalls.createdAt));
  }

  async function queuedRuns(who: Recorder): Promise<unknown[]> {
    const result = (await t.database.db.execute(
      sql`select data from pgboss.job where name = ${transcribeWindowsTask.name} and data->>'sessionId' = ${who.sessionId}`,
    )) as unknown as { rows: { data: unknown }[] };
    return result.rows.map((row) => row.data);
  }

  /** A run's scratch directories left in the temporary directory. */
  const scratchOf = async (who: Recorder) =>
    (await readdir(os.tmpdir())).filter((name) => name.startsWith(`onetake-windows-${who.sessionId}-`));

  const spans = (rows: { startSeconds: number; endSeconds: number }[]) =>
    rows.map((row) => [round(row.startSeconds), round(row.endSeconds)]);
  const round = (seconds: number) => Math.round(seconds * 100) / 100;

  /**
   * Full windows, one after the other from `from`: each ends at the quietest 100 ms of its last
   * 1.5 s, so lasts 8.5 to 10 s (where exactly depends on the codec's energies).
   */
  function expectFullWindows(rows: { startSeconds: number; endSeconds: number }[], from: number, count: number) {
    expect(rows).toHaveLength(count);
    let start = from;
    for (const row of rows) {
      expect(row.startSeconds).toBeCloseTo(start, 4);
      expect(row.endSeconds - row.startSeconds).toBeGreaterThanOrEqual(8.5 - 1e-4);
      expect(row.endSeconds - row.startSeconds).toBeLessThanOrEqual(10 + 1e-4);
      start = row.endSeconds;
    }
  }

  it("transcribes windows of about 10 s as chunks arrive, in segment time, never past the audio held", async () => {
    const who = await recorder();
    await upload(who, seqs(0, 8));
    expect(await run(who)).toMatchObject({ outcome: "done" });
    expect(await windowsOf(who)).toEqual([]);
    expect((await segmentOf(who)).scannedSeq).toBe(7);

    await upload(who, seqs(8, 12));
    expect(await run(who)).toMatchObject({ outcome: "done" });
    // About 12 s held: one window, the rest waits.
    expectFullWindows(await windowsOf(who), 0, 1);

    await upload(who, seqs(12, RECORDING_SECONDS));
    expect(await run(who)).toMatchObject({ outcome: "done" });
    const windows = await windowsOf(who);
    expectFullWindows(windows, 0, 2);
    expect(windows[1]!.endSeconds).toBeGreaterThan(17);
    // The provider heard exactly each window's audio.
    expect(sentSeconds).toHaveLength(2);
    windows.forEach((window, index) =>
      expect(sentSeconds[index]).toBeCloseTo(window.endSeconds - window.startSeconds, 3),
    );
    expect(windows.map((window) => window.status)).toEqual(["done", "done"]);
    // And it was the audio from the window's start: decoded from a cluster before it, cut at it.
    windows.forEach((window, index) => expect(Math.abs(heardFrom[index]! - window.startSeconds)).toBeLessThan(0.3));
    // The provider's times are the WAV's; the stored ones are the segment's.
    const second = windows[1]!.startSeconds;
    expect(windows[1]!.words[0]).toEqual({ text: "w0", start: second + 0.25, end: second + 0.75 });
    expect(windows[1]!.words.at(-1)!.end).toBeLessThan(windows[1]!.endSeconds);
    expect(windows[0]).toMatchObject({ provider: "openai", model: "fake-whisper", rough: false });
    expect(windows[0]!.words).toHaveLength(Math.floor(windows[0]!.endSeconds));
    expect(windows[0]!.text).toBe(windows[0]!.words.map((word) => word.text).join(" "));

    const segment = await segmentOf(who);
    expect(segment).toMatchObject({ scannedSeq: RECORDING_SECONDS - 1, windowingClaimedUntil: null });
    expect(segment.windowedUntilSeconds).toBe(windows[1]!.endSeconds);
    expect(segment.clusters.length).toBeGreaterThanOrEqual(10);
    const calls = await callsOf(who);
    expect(calls.map((call) => [call.step, call.outcome, call.promptTokens])).toEqual([
      ["transcribe-window", "ok", 7],
      ["transcribe-window", "ok", 7],
    ]);

    // Nothing new arrived: the last 5 s wait for more audio.
    expect(await run(who)).toMatchObject({ outcome: "done" });
    expect(await windowsOf(who)).toHaveLength(2);
    expect(sentSeconds).toHaveLength(2);

    // The answer is over: its last words are transcribed too, up to where the audio ends.
    await run(who, { flush: true });
    const flushed = await windowsOf(who);
    expect(flushed).toHaveLength(3);
    expect(flushed[2]!.startSeconds).toBe(windows[1]!.endSeconds);
    expect(Math.abs(heardFrom.at(-1)! - flushed[2]!.startSeconds)).toBeLessThan(0.3);
    expect(flushed.at(-1)!.endSeconds).toBeGreaterThan(RECORDING_SECONDS - 0.1);
    expect(flushed.at(-1)!.endSeconds).toBeLessThan(RECORDING_SECONDS + 0.1);
    await run(who, { flush: true });
    expect(await windowsOf(who)).toHaveLength(3);
    expect(await scratchOf(who)).toEqual([]);

    // Every fifth chunk queued a run.
    expect(await queuedRuns(who)).toEqual(Array.from({ length: 5 }, () => ({ sessionId: who.sessionId, segment: 0 })));
  }, 30_000);

  it("runs as the queued task, whose payload is the segment and nothing else", async () => {
    const who = await recorder();
    await upload(who, seqs(0, 12));
    const [payload] = (await queuedRuns(who)) as { sessionId: string; segment: number }[];
    await transcribeWindowsTask.handler(transcribeWindowsTask.payload.parse(payload), t.app.services);
    expectFullWindows(await windowsOf(who), 0, 1);
    expect(transcribeWindowsTask.payload.safeParse({ ...payload, flush: true }).success).toBe(false);
    expect(transcribeWindowsTask.payload.safeParse({ sessionId: "not-a-uuid", segment: 0 }).success).toBe(false);
  }, 30_000);

  it("ends a window at a question's start, and takes the last words once a later segment exists", async () => {
    const who = await recorder();
    await upload(who, seqs(0, RECORDING_SECONDS));
    await t.database.db.insert(recordingQuestionMarks).values([
      { sessionId: who.sessionId, questionIndex: 0, segmentIndex: 0, offsetSeconds: 0 },
      { sessionId: who.sessionId, questionIndex: 1, segmentIndex: 0, offsetSeconds: 6 },
    ]);
    await run(who);
    const marked = await windowsOf(who);
    expect(spans(marked)[0]).toEqual([0, 6]);
    expectFullWindows(marked.slice(1), 6, 1);
    expect(marked.map((window) => window.questionIndex)).toEqual([0, 1]);

    // The page reloaded and records a new segment: nothing more will come to this one.
    await t.database.db
      .insert(recordingSegments)
      .values({ sessionId: who.sessionId, segmentIndex: 1, mimeType: "video/webm" });
    await run(who);
    const windows = await windowsOf(who);
    expect(windows).toHaveLength(3);
    expect(windows[2]!.startSeconds).toBe(marked[1]!.endSeconds);
    expect(windows.at(-1)!.endSeconds).toBeGreaterThan(RECORDING_SECONDS - 0.1);
  }, 30_000);

  it("leaves a segment another run has claimed, and releases its own claim", async () => {
    const who = await recorder();
    await upload(who, seqs(0, RECORDING_SECONDS));
    const claimed = sql`now() + interval '60 seconds'`;
    await t.database.db
      .update(recordingSegments)
      .set({ windowingClaimedUntil: claimed })
      .where(eq(recordingSegments.sessionId, who.sessionId));
    expect(await run(who)).toMatchObject({ outcome: "busy" });
    expect(await windowsOf(who)).toEqual([]);
    expect((await segmentOf(who)).scannedSeq).toBe(-1);

    // A claim past its time is abandoned (its run died): it is taken over.
    await t.database.db
      .update(recordingSegments)
      .set({ windowingClaimedUntil: sql`now() - interval '1 second'` })
      .where(eq(recordingSegments.sessionId, who.sessionId));
    const outcomes = await Promise.all([run(who), run(who)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["busy", "done"]);
    expectFullWindows(await windowsOf(who), 0, 2);
    expect(sentSeconds).toHaveLength(2);
    expect((await segmentOf(who)).windowingClaimedUntil).toBeNull();

    // Finalising deleted the chunks: the run ends quietly, without a claim left behind.
    const [first] = await t.database.db
      .select({ blobKey: recordingChunks.blobKey })
      .from(recordingChunks)
      .where(and(eq(recordingChunks.sessionId, who.sessionId), eq(recordingChunks.seq, 0)));
    await t.app.services.blobs.delete(first!.blobKey as BlobKey);
    expect(await run(who, { flush: true })).toMatchObject({ outcome: "chunks-gone" });
    expect(await windowsOf(who)).toHaveLength(2);
    expect((await segmentOf(who)).windowingClaimedUntil).toBeNull();
    expect(await scratchOf(who)).toEqual([]);
  }, 30_000);

  it("does nothing without follow-ups, without an interviewer, or for an MP4 segment, and queues nothing", async () => {
    const off = await recorder(false);
    await upload(off, seqs(0, 10));
    expect(await run(off)).toMatchObject({ outcome: "not-windowed" });
    expect(await queuedRuns(off)).toEqual([]);

    const noInterviewer = await recorder();
    t.app.services.interviewer = null;
    try {
      await upload(noInterviewer, seqs(0, 10));
    } finally {
      t.app.services.interviewer = fakeInterviewer;
    }
    expect(await queuedRuns(noInterviewer)).toEqual([]);
    expect(
      await runWindows({ ...t.app.services, interviewer: null }, { sessionId: noInterviewer.sessionId, segment: 0 }),
    ).toMatchObject({
      outcome: "not-windowed",
    });

    const mp4 = await recorder();
    await upload(mp4, seqs(0, 10), { mimeType: "video/mp4" });
    expect(await queuedRuns(mp4)).toEqual([]);
    expect(await run(mp4, { flush: true })).toMatchObject({ outcome: "not-windowed" });

    for (const who of [off, noInterviewer, mp4]) {
      expect(await windowsOf(who)).toEqual([]);
      expect((await segmentOf(who)).scannedSeq).toBe(-1);
    }
    expect(sentSeconds).toEqual([]);
  }, 30_000);

  it("stores a failed window without moving on, and an unavailable one moving on; a retry replaces the failure", async () => {
    const who = await recorder();
    await upload(who, seqs(0, RECORDING_SECONDS));
    script.push("fail");
    expect(await run(who)).toMatchObject({ outcome: "failed", windowedUntilSeconds: 0 });
    expect(await windowsOf(who)).toMatchObject([
      { startSeconds: 0, status: "failed", error: "the transcription service is down", words: [] },
    ]);
    expect((await segmentOf(who)).windowedUntilSeconds).toBe(0);
    expect(sentSeconds).toHaveLength(1);

    script.push("unavailable");
    expect(await run(who)).toMatchObject({ outcome: "done" });
    const windows = await windowsOf(who);
    expectFullWindows(windows, 0, 2);
    expect(windows.map((window) => [window.status, window.error])).toEqual([
      ["unavailable", "no speech model"],
      ["done", null],
    ]);
    expect((await callsOf(who)).map((call) => [call.outcome, call.error])).toEqual([
      ["failed", "the transcription service is down"],
      ["failed", "no speech model"],
      ["ok", null],
    ]);
  }, 30_000);
  /** Every recent call of each kind took this long, as far as the follow-up's budget is concerned. */
  function recentLatencies(ms: { decode: number; transcription: number; chat: number }) {
    for (let call = 0; call < 50; call += 1) {
      interviewerLatency.decode.record(ms.decode);
      interviewerLatency.transcription.record(ms.transcription);
      interviewerLatency.chat.record(ms.chat);
    }
  }

  it("at Next, transcribes the answer's last seconds when they fit in the budget with the chat, and only then", async () => {
    const fast = { decode: 200, transcription: 300, chat: 300 };
    const who = await recorder();
    await upload(who, seqs(0, RECORDING_SECONDS));
    await run(who);
    const windowed = (await segmentOf(who)).windowedUntilSeconds;
    expect(windowed).toBeLessThan(20);
    const target = { sessionId: who.sessionId, segment: 0, until: 24 };

    // A provider slower than the budget allows: the follow-up goes on what was heard so far, and no call is made.
    recentLatencies({ ...fast, transcription: 2200 });
    const calls = sentSeconds.length;
    expect(await transcribeTail(t.app.services, target, performance.now() + 2500)).toBe(false);
    expect(sentSeconds).toHaveLength(calls);

    // Fast enough: the tail up to the press is transcribed, as one window of its own.
    recentLatencies(fast);
    expect(await transcribeTail(t.app.services, target, performance.now() + 2500)).toBe(true);
    const windows = await windowsOf(who);
    expect(windows.at(-1)).toMatchObject({ startSeconds: windowed, status: "done" });
    expect(windows.at(-1)!.endSeconds).toBeCloseTo(24, 1);
    expect(sentSeconds).toHaveLength(calls + 1);
    // Heard already: nothing more to do.
    expect(await transcribeTail(t.app.services, target, performance.now() + 2500)).toBe(true);
    expect(sentSeconds).toHaveLength(calls + 1);

    // A tail under 3 s is not worth a call.
    const short = await recorder();
    await upload(short, seqs(0, RECORDING_SECONDS));
    await run(short);
    const shortUntil = (await segmentOf(short)).windowedUntilSeconds + 2;
    const before = sentSeconds.length;
    expect(
      await transcribeTail(
        t.app.services,
        { ...target, sessionId: short.sessionId, until: shortUntil },
        performance.now() + 2500,
      ),
    ).toBe(false);
    expect(sentSeconds).toHaveLength(before);
  }, 30_000);

  it("at Next, waits for a window in flight only while the tail would still fit, then gives up by the deadline", async () => {
    recentLatencies({ decode: 200, transcription: 300, chat: 300 });
    const who = await recorder();
    await upload(who, seqs(0, RECORDING_SECONDS));
    await t.database.db
      .update(recordingSegments)
      .set({ windowingClaimedUntil: sql`now() + interval '60 seconds'` })
      .where(eq(recordingSegments.sessionId, who.sessionId));
    const started = performance.now();
    const deadline = started + 1500;
    expect(await transcribeTail(t.app.services, { sessionId: who.sessionId, segment: 0, until: 24 }, deadline)).toBe(
      false,
    );
    // It stopped waiting once decode, transcription and chat could no longer fit: well before the deadline.
    expect(performance.now()).toBeLessThan(deadline);
    expect(performance.now() - started).toBeGreaterThan(400);
    expect(await windowsOf(who)).toEqual([]);
  }, 30_000);
});
