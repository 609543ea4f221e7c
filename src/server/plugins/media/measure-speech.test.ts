import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledFfmpegPath } from "./bundled-ffmpeg";
import { type AnswerAudioFile, extractAnswerAudio } from "./extract-answer-audio";
import type { Ffmpeg } from "./ffmpeg";
import { measureSpeech, type SpeechMeasurement } from "./measure-speech";
import { SAMPLE_RATE, wavHeader } from "./pcm-wav";
import { makeSpeechRecording, type SpeechRecording, TEST_INTERVIEW } from "../../testing/media/test-speech";

const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 60_000 };

interface Measured {
  recording: SpeechRecording;
  answers: AnswerAudioFile[];
  measured: SpeechMeasurement[];
}

let dir: string;
/** The test interview with silent pauses, and with pauses of loud room noise (-50 dBFS). */
const rooms: Record<"silent" | "noisy", Measured> = {} as Record<"silent" | "noisy", Measured>;

async function measureInterview(name: string, noiseDbfs?: number): Promise<Measured> {
  const outputDir = await mkdtemp(path.join(dir, `${name}-`));
  const recordingPath = path.join(outputDir, "interview.webm");
  const recording = await makeSpeechRecording(ffmpeg, recordingPath, TEST_INTERVIEW, { noiseDbfs });
  const answers = await extractAnswerAudio(ffmpeg, {
    recordingPath,
    questionStarts: recording.questionStarts,
    totalDurationSeconds: recording.totalDurationSeconds,
    outputDir,
  });
  return { recording, answers, measured: await Promise.all(answers.map((answer) => measureSpeech(answer.wavPath))) };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "onetake-speech-"));
  [rooms.silent, rooms.noisy] = await Promise.all([measureInterview("silent"), measureInterview("noisy", -50)]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function wavOf(name: string, sample: (index: number) => number, seconds: number): Promise<string> {
  const count = Math.round(seconds * SAMPLE_RATE);
  const data = Buffer.alloc(count * 2);
  for (let index = 0; index < count; index++) data.writeInt16LE(Math.round(sample(index)), index * 2);
  const file = path.join(dir, name);
  await writeFile(file, Buffer.concat([wavHeader(data.length), data]));
  return file;
}

describe.each(["silent", "noisy"] as const)("measureSpeech in a %s room", (room) => {
  it("measures each answer's speaking time within 1 s of the clips' speech, leaving out the pauses", () => {
    // The truth: each clip's speech, from its first to its last word (CLIP_SPEECH); the
    // seconds of room noise before, between and after the clips are not speech.
    const { recording, answers, measured } = rooms[room];
    for (const [position, answer] of answers.entries()) {
      const placed = recording.placements[answer.questionIndex] ?? [];
      const truth = placed.reduce((sum, { clip }) => sum + clip.speechEnd - clip.speechStart, 0);
      const answerSeconds = answer.durationSeconds;
      expect(truth).toBeLessThan(answerSeconds - 3);
      expect(
        Math.abs((measured[position]?.speechSeconds ?? Number.NaN) - truth),
        `question ${answer.questionIndex}`,
      ).toBeLessThanOrEqual(1);
    }
  });

  it("finds speech only where a clip was said, with the pause between two clips as a gap", () => {
    const { recording, answers, measured } = rooms[room];
    for (const [position, answer] of answers.entries()) {
      const placed = recording.placements[answer.questionIndex] ?? [];
      const intervals = measured[position]?.intervals ?? [];
      expect(intervals.length).toBeGreaterThanOrEqual(placed.length);
      for (const interval of intervals) {
        const inside = placed.some(
          ({ startSeconds, endSeconds }) =>
            interval.start >= startSeconds - answer.startSeconds - 0.5 &&
            interval.end <= endSeconds - answer.startSeconds + 0.5,
        );
        expect(inside, `${interval.start}-${interval.end} s of question ${answer.questionIndex}`).toBe(true);
      }
    }
  });
});

describe("measureSpeech", () => {
  it("finds no speech in room noise, digital silence or an empty file", async () => {
    let state = 7;
    const noise = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state / 0xffffffff - 0.5) * 400;
    };
    expect(await measureSpeech(await wavOf("noise.wav", noise, 5))).toEqual({ speechSeconds: 0, intervals: [] });
    expect(await measureSpeech(await wavOf("silence.wav", () => 0, 5))).toEqual({ speechSeconds: 0, intervals: [] });
    expect(await measureSpeech(await wavOf("empty.wav", () => 0, 0))).toEqual({ speechSeconds: 0, intervals: [] });
  });

  it("counts a steady sound as speech from its start to its end", async () => {
    // 1 s of quiet, 3 s of a loud 200 Hz tone, 1 s of quiet.
    const tone = (index: number) =>
      index >= SAMPLE_RATE && index < 4 * SAMPLE_RATE ? 8000 * Math.sin((2 * Math.PI * 200 * index) / SAMPLE_RATE) : 0;
    expect(await measureSpeech(await wavOf("tone.wav", tone, 5))).toEqual({
      speechSeconds: 3,
      intervals: [{ start: 1, end: 4 }],
    });
  });

  it("refuses a file that is not 16 kHz mono PCM", async () => {
    const file = path.join(dir, "not.wav");
    await writeFile(file, "not a wav file at all, just text");
    await expect(measureSpeech(file)).rejects.toMatchObject({ name: "MediaToolError", code: "invalid-input" });
  });
});
