import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledFfmpegPath } from "./bundled-ffmpeg";
import { answerCuts, extractAnswerAudio, type AnswerAudioFile } from "./extract-answer-audio";
import { type Ffmpeg, MediaToolError } from "./ffmpeg";
import { locateWavSamples, SAMPLE_RATE } from "./pcm-wav";
import {
  makeSpeechRecording,
  readWavSamples,
  type SpeechRecording,
  TEST_INTERVIEW,
} from "../../testing/media/test-speech";

const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 60_000 };

let dir: string;
let recording: SpeechRecording;
let answers: AnswerAudioFile[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "onetake-answer-audio-"));
  recording = await makeSpeechRecording(ffmpeg, path.join(dir, "interview.webm"), TEST_INTERVIEW, { video: true });
  const outputDir = await mkdtemp(path.join(dir, "answers-"));
  answers = await extractAnswerAudio(ffmpeg, {
    recordingPath: path.join(dir, "interview.webm"),
    questionStarts: recording.questionStarts,
    totalDurationSeconds: recording.totalDurationSeconds,
    outputDir,
  });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Loudness every millisecond: compares audio across the Opus encode, which keeps its shape. */
function envelope(samples: Int16Array, from: number, count: number): Float64Array {
  const step = SAMPLE_RATE / 1000;
  const out = new Float64Array(count);
  for (let ms = 0; ms < count; ms++) {
    let sum = 0;
    for (let index = 0; index < step; index++) sum += Math.abs(samples[from + ms * step + index] ?? 0);
    out[ms] = sum / step;
  }
  return out;
}

function correlation(a: Float64Array, b: Float64Array): number {
  const mean = (x: Float64Array) => x.reduce((sum, v) => sum + v, 0) / x.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  for (let index = 0; index < a.length; index++) {
    const [da, db] = [(a[index] ?? 0) - ma, (b[index] ?? 0) - mb];
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return ab / Math.sqrt(aa * bb);
}

/** Where (ms from `expectedSample`) the clip's first two seconds match the answer best. */
function clipLagMs(answer: Int16Array, clip: Int16Array, expectedSample: number): { lagMs: number; match: number } {
  const clipEnvelope = envelope(clip, 0, 2000);
  let best = { lagMs: Number.NaN, match: -Infinity };
  for (let lagMs = -300; lagMs <= 300; lagMs++) {
    const from = expectedSample + (lagMs * SAMPLE_RATE) / 1000;
    if (from < 0) continue;
    const match = correlation(clipEnvelope, envelope(answer, from, 2000));
    if (match > best.match) best = { lagMs, match };
  }
  return best;
}

describe("extractAnswerAudio", () => {
  it("writes one 16 kHz mono 16-bit WAV per asked question, from its start to the next one's", async () => {
    expect(answers.map((answer) => answer.questionIndex)).toEqual([0, 2, 3]);
    const starts = recording.questionStarts;
    const ends = [starts[2], starts[3], recording.totalDurationSeconds];
    for (const [position, answer] of answers.entries()) {
      const start = starts[answer.questionIndex] ?? Number.NaN;
      expect(answer.startSeconds).toBeCloseTo(start, 3);
      // The decoded track may end a few milliseconds off the stated duration.
      expect(Math.abs(answer.durationSeconds - ((ends[position] ?? Number.NaN) - start))).toBeLessThan(0.05);
      const { bytes } = await locateWavSamples(answer.wavPath);
      expect(bytes).toBe(Math.round(answer.durationSeconds * SAMPLE_RATE) * 2);
      expect((await stat(answer.wavPath)).size).toBe(44 + bytes);
    }
  });

  it("puts each clip at the second it was said, within 20 ms, through the WebM/Opus encode", async () => {
    for (const answer of answers) {
      const samples = await readWavSamples(answer.wavPath);
      for (const placement of recording.placements[answer.questionIndex] ?? []) {
        const expected = Math.round((placement.startSeconds - answer.startSeconds) * SAMPLE_RATE);
        const { lagMs, match } = clipLagMs(samples, await readWavSamples(placement.clip.wavPath), expected);
        expect(match, placement.clip.id).toBeGreaterThan(0.9);
        expect(Math.abs(lagMs), placement.clip.id).toBeLessThanOrEqual(20);
      }
    }
  });

  it("removes its full-length decoded track and leaves only the answers", async () => {
    const { readdir } = await import("node:fs/promises");
    const outputDir = path.dirname(answers[0]?.wavPath ?? "");
    expect((await readdir(outputDir)).sort()).toEqual(["answer-0.wav", "answer-2.wav", "answer-3.wav"]);
  });

  it("refuses a file it cannot read or without audio, with a MediaToolError", async () => {
    const input = { questionStarts: [0], totalDurationSeconds: 1, outputDir: dir };
    await expect(
      extractAnswerAudio(ffmpeg, { ...input, recordingPath: path.join(dir, "missing.webm") }),
    ).rejects.toMatchObject({ name: "MediaToolError", code: "invalid-input" });

    const { runFfmpeg } = await import("./ffmpeg");
    const silentFilm = path.join(dir, "no-audio.webm");
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=64x36:rate=5:duration=1",
      "-c:v",
      "libvpx",
      "-f",
      "webm",
      silentFilm,
    ]);
    const error: unknown = await extractAnswerAudio(ffmpeg, { ...input, recordingPath: silentFilm }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MediaToolError);
    expect(error).toMatchObject({ code: "invalid-input", message: "the recording has no audio" });
  });
});

describe("answerCuts", () => {
  it("orders answers by their start, skips questions not asked, and ends each at the next start", () => {
    expect(answerCuts([0, null, 30, 12.5], 50)).toEqual([
      { questionIndex: 0, startSeconds: 0, endSeconds: 12.5 },
      { questionIndex: 3, startSeconds: 12.5, endSeconds: 30 },
      { questionIndex: 2, startSeconds: 30, endSeconds: 50 },
    ]);
  });

  it("keeps offsets inside the recording", () => {
    expect(answerCuts([-0.2, 61], 60)).toEqual([
      { questionIndex: 0, startSeconds: 0, endSeconds: 60 },
      { questionIndex: 1, startSeconds: 60, endSeconds: 60 },
    ]);
    expect(answerCuts([null, null], 60)).toEqual([]);
  });
});
