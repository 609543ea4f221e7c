import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledFfmpegPath } from "../../../plugins/media/bundled-ffmpeg";
import { type AnswerAudioFile, extractAnswerAudio } from "../../../plugins/media/extract-answer-audio";
import type { Ffmpeg } from "../../../plugins/media/ffmpeg";
import { SAMPLE_RATE, wavHeader } from "../../../plugins/media/pcm-wav";
import {
  type LibrivoxClip,
  librivoxClips,
  makeSpeechRecording,
  keptWordAccuracy,
  normaliseWords,
  requirePocketsphinx,
  type SpeechRecording,
  TEST_INTERVIEW,
  wordErrorRate,
} from "../../../testing/media/test-speech";
import { ProviderError, type TranscriptionResult } from "./ai-provider";
import { mapBounded } from "./bounded-parallel";
import { createOfflineProvider, OFFLINE_TRANSCRIBER_MISSING, parsePocketsphinxOutput } from "./offline-provider";
import { describeProviderContract, type ProviderContractSubject } from "./provider-contract";
import { believeTranscript } from "../transcript-confidence";

const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 60_000 };
const provider = createOfflineProvider({ pocketsphinxPath: null, ffmpegPath: ffmpeg.path });

let dir: string;
let recording: SpeechRecording;
let answers: AnswerAudioFile[];
/** Per answer, its words with times in seconds of the whole recording. */
let answerWords: TimedWord[][];
let answerResults: TranscriptionResult[];
/** Per clip, pocketsphinx's words on the raw clip alone. */
let clipWords: Map<string, TimedWord[]>;

/** Runs a tool to the end; an absent one (ENOENT) fails the test with what to install. */
function run(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: 60_000 }, (error) => {
      if (error && "code" in error && error.code === "ENOENT") {
        reject(new Error(`${file} is not installed: apt-get install ${file} (.ci/run installs it)`));
      } else if (error) reject(error);
      else resolve();
    });
  });
}

function words(result: TranscriptionResult | undefined): TimedWord[] {
  if (result?.kind !== "transcript") throw new Error(`no transcript: ${JSON.stringify(result)}`);
  return result.words;
}

beforeAll(async () => {
  // Missing tools fail the suite with what to install (CI installs them); they never skip it.
  requirePocketsphinx();
  const clips = librivoxClips();
  dir = await mkdtemp(path.join(os.tmpdir(), "onetake-offline-"));
  const recordingPath = path.join(dir, "interview.webm");
  recording = await makeSpeechRecording(ffmpeg, recordingPath, TEST_INTERVIEW, { video: true });
  answers = await extractAnswerAudio(ffmpeg, {
    recordingPath,
    questionStarts: recording.questionStarts,
    totalDurationSeconds: recording.totalDurationSeconds,
    outputDir: dir,
  });
  // Answers and raw clips share the cores, as the pipeline's answers do.
  const jobs: { wavPath: string; durationSeconds: number }[] = [...answers, ...clips];
  const results = await mapBounded(jobs, (job) => provider.transcribe(job));
  answerResults = results.slice(0, answers.length);
  answerWords = answers.map((answer, index) =>
    words(answerResults[index]).map((word) => ({
      ...word,
      start: word.start + answer.startSeconds,
      end: word.end + answer.startSeconds,
    })),
  );
  clipWords = new Map(clips.map((clip, index) => [clip.id, words(results[answers.length + index])]));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Pairs of indexes of the longest common subsequence of two word lists (by text). */
function matchWords(a: readonly TimedWord[], b: readonly TimedWord[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (table[i] as number[])[j] =
        a[i]?.text === b[j]?.text
          ? (table[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(table[i + 1]?.[j] ?? 0, table[i]?.[j + 1] ?? 0);
  const pairs: [number, number][] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i]?.text === b[j]?.text) pairs.push([i++, j++]);
    else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

describe("the offline provider on real speech (Debian's LibriVox clips in a WebM interview)", () => {
  it("is a rough transcript, named by its model, that never judges content", () => {
    expect(provider).toMatchObject({ name: "offline", chatModel: null, assess: null });
    expect(provider.transcribeModel).toMatch(/^pocketsphinx .*en-us$/);
    for (const result of answerResults) {
      expect(result).toMatchObject({ kind: "transcript", rough: true, usage: null });
      if (result.kind === "transcript") {
        expect(result.model).toMatch(/^pocketsphinx .*en-us$/);
        expect(result.text).toBe(result.words.map((word) => word.text).join(" "));
      }
    }
  });

  it("has a word error rate of at most 45% against the reference transcription", () => {
    let errors = 0;
    let referenceWords = 0;
    for (const [position, answer] of answers.entries()) {
      const placed = recording.placements[answer.questionIndex] ?? [];
      const reference = placed.flatMap(({ clip }) => normaliseWords(clip.reference));
      const hypothesis = normaliseWords((answerWords[position] ?? []).map((word) => word.text).join(" "));
      const rate = wordErrorRate(reference, hypothesis);
      errors += rate.errors;
      referenceWords += rate.referenceWords;
    }
    console.log(`offline transcript WER: ${((100 * errors) / referenceWords).toFixed(1)}% of ${referenceWords} words`);
    expect(referenceWords).toBe(71);
    expect(errors / referenceWords).toBeLessThanOrEqual(0.45);
  });

  it("gives every word a time inside the clip it belongs to (within 0.5 s), none in the pauses", () => {
    for (const [position, answer] of answers.entries()) {
      const placed = recording.placements[answer.questionIndex] ?? [];
      const found = answerWords[position] ?? [];
      expect(found.length).toBeGreaterThan(0);
      for (const word of found) {
        const inside = placed.some(
          ({ startSeconds, endSeconds }) => word.start >= startSeconds - 0.5 && word.end <= endSeconds + 0.5,
        );
        expect(inside, `${word.text} at ${word.start}-${word.end} s`).toBe(true);
      }
      // Each clip's first and last words sit where its speech starts and ends.
      for (const { clip, startSeconds, endSeconds } of placed) {
        const inClip = found.filter((word) => word.start >= startSeconds - 0.5 && word.end <= endSeconds + 0.5);
        expect(
          Math.abs((inClip[0]?.start ?? Number.NaN) - (startSeconds + clip.speechStart)),
          clip.id,
        ).toBeLessThanOrEqual(0.5);
        expect(
          Math.abs((inClip.at(-1)?.end ?? Number.NaN) - (startSeconds + clip.speechEnd)),
          clip.id,
        ).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("times each word as pocketsphinx does on the clip alone, shifted to where the clip was said (within 0.5 s)", () => {
    // The truth for each word: the same word recognised in the raw clip, plus the second the
    // clip starts at in the recording. This checks the cut, the Opus encode and the offsets
    // added back, word by word; the words are paired by text, in order.
    let paired = 0;
    let recognised = 0;
    let worst = 0;
    for (const [position, answer] of answers.entries()) {
      for (const { clip, startSeconds, endSeconds } of recording.placements[answer.questionIndex] ?? []) {
        const truth = (clipWords.get(clip.id) ?? []).map((word) => ({
          ...word,
          start: word.start + startSeconds,
          end: word.end + startSeconds,
        }));
        const found = (answerWords[position] ?? []).filter(
          (word) => word.start >= startSeconds - 0.5 && word.end <= endSeconds + 0.5,
        );
        const pairs = matchWords(found, truth);
        recognised += truth.length;
        paired += pairs.length;
        for (const [i, j] of pairs) {
          const gap = Math.max(
            Math.abs((found[i]?.start ?? NaN) - (truth[j]?.start ?? NaN)),
            Math.abs((found[i]?.end ?? NaN) - (truth[j]?.end ?? NaN)),
          );
          worst = Math.max(worst, gap);
          expect(gap, `${found[i]?.text} in ${clip.id}`).toBeLessThanOrEqual(0.5);
        }
      }
    }
    console.log(`offline word times: ${paired} of ${recognised} words paired, worst gap ${worst.toFixed(2)} s`);
    expect(paired / recognised).toBeGreaterThan(0.8);
  });

  it("finds each clip's speech where CLIP_SPEECH says (the truth of the speaking-time test)", () => {
    for (const clip of librivoxClips() as LibrivoxClip[]) {
      const found = clipWords.get(clip.id) ?? [];
      expect(Math.abs((found[0]?.start ?? NaN) - clip.speechStart), clip.id).toBeLessThanOrEqual(0.1);
      expect(Math.abs((found.at(-1)?.end ?? NaN) - clip.speechEnd), clip.id).toBeLessThanOrEqual(0.1);
    }
  });

  it("hears nothing in silence, and invents no words", async () => {
    const file = path.join(dir, "silence.wav");
    const data = Buffer.alloc(3 * SAMPLE_RATE * 2);
    await writeFile(file, Buffer.concat([wavHeader(data.length), data]));
    expect(await provider.transcribe({ wavPath: file, durationSeconds: 3 })).toMatchObject({
      kind: "transcript",
      words: [],
      text: "",
    });
  });
});

/** The contract's answers: a LibriVox clip, and three seconds of silence. */
async function contractSubject(searchPath?: string): Promise<ProviderContractSubject> {
  requirePocketsphinx();
  const [clip] = librivoxClips();
  if (!clip) throw new Error("no LibriVox clip");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-offline-contract-"));
  const silence = path.join(scratch, "silence.wav");
  const data = Buffer.alloc(3 * SAMPLE_RATE * 2);
  await writeFile(silence, Buffer.concat([wavHeader(data.length), data]));
  return {
    provider: createOfflineProvider({
      pocketsphinxPath: null,
      ffmpegPath: ffmpeg.path,
      searchPath: searchPath ?? process.env.PATH,
    }),
    speech: { wavPath: clip.wavPath, durationSeconds: clip.durationSeconds },
    silence: { wavPath: silence, durationSeconds: 3 },
    close: () => rm(scratch, { recursive: true, force: true }),
  };
}

describeProviderContract("offline", () => contractSubject());
// Without pocketsphinx it keeps the contract too: no transcript, and a reason.
describeProviderContract("offline (no pocketsphinx)", () => contractSubject(os.tmpdir()));

describe("the offline provider without pocketsphinx", () => {
  it("gives no transcript, and says why, when pocketsphinx is not on the PATH", async () => {
    const missing = createOfflineProvider({ pocketsphinxPath: null, ffmpegPath: ffmpeg.path, searchPath: dir });
    const result = await missing.transcribe({ wavPath: answers[0]?.wavPath ?? "", durationSeconds: 1 });
    expect(result).toEqual({ kind: "unavailable", reason: OFFLINE_TRANSCRIBER_MISSING });
    expect(OFFLINE_TRANSCRIBER_MISSING).toContain("apt-get install pocketsphinx pocketsphinx-en-us");
  });

  it("gives no transcript, naming the setting, when POCKETSPHINX_PATH cannot be run", async () => {
    const wrong = path.join(dir, "no-such-pocketsphinx");
    const missing = createOfflineProvider({ pocketsphinxPath: wrong, ffmpegPath: ffmpeg.path });
    const result = await missing.transcribe({ wavPath: answers[0]?.wavPath ?? "", durationSeconds: 1 });
    expect(result).toMatchObject({ kind: "unavailable" });
    expect(result.kind === "unavailable" && result.reason).toContain(wrong);
  });
});

describe("the offline provider's failures", () => {
  it("refuses audio it cannot read, or that is not 16 kHz mono 16-bit WAV, before running pocketsphinx", async () => {
    const missing: unknown = await provider
      .transcribe({ wavPath: path.join(dir, "missing.wav"), durationSeconds: 1 })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ProviderError);
    expect(missing).toMatchObject({ retryable: false });
    expect((missing as Error).message).toMatch(/^The offline transcriber cannot read this audio: .*missing\.wav/);

    const cd = path.join(dir, "cd.wav");
    const header = wavHeader(4);
    header.writeUInt32LE(44_100, 24);
    await writeFile(cd, Buffer.concat([header, Buffer.alloc(4)]));
    await expect(provider.transcribe({ wavPath: cd, durationSeconds: 1 })).rejects.toThrow(
      "not 16 kHz mono 16-bit PCM",
    );
  });

  it("fails with pocketsphinx's own error when it cannot decode", async () => {
    // A stand-in that fails as pocketsphinx does when its acoustic model is missing.
    const fake = path.join(dir, "fake-pocketsphinx");
    await writeFile(
      fake,
      '#!/bin/sh\necho \'INFO: cmd_ln.c(703): Parsing command line:\' >&2\necho \'FATAL: "acmod.c", line 83: Folder "/usr/share/pocketsphinx/model/en-us/en-us" does not contain acoustic model definition "mdef"\' >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const broken = createOfflineProvider({ pocketsphinxPath: fake, ffmpegPath: ffmpeg.path });
    const error: unknown = await broken
      .transcribe(answers[0] ?? { wavPath: "", durationSeconds: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      retryable: false,
      message:
        'The offline transcriber failed: Folder "/usr/share/pocketsphinx/model/en-us/en-us" does not contain acoustic model definition "mdef"',
    });
    expect(broken.transcribeModel).toBe("pocketsphinx en-us");
  });

  it("stops pocketsphinx when the call is aborted", async () => {
    const controller = new AbortController();
    const answer = answers[0];
    if (!answer) throw new Error("no answer");
    const started = Date.now();
    const call = provider.transcribe(answer, controller.signal);
    setTimeout(() => controller.abort(new Error("stopped by the test")), 50);
    await expect(call).rejects.toThrow("stopped by the test");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("what the offline transcript shows: only the words pocketsphinx believes (decision 0088)", () => {
  it("keeps words that are right at least 85% of the time, and drops at most 60% of the reference's words, on clean speech", () => {
    let kept = 0;
    let right = 0;
    let referenceWords = 0;
    for (const clip of librivoxClips()) {
      const believed = believeTranscript(clipWords.get(clip.id) ?? []);
      expect(believed, clip.id).not.toBeNull();
      const measured = keptWordAccuracy(normaliseWords(clip.reference), normaliseWords(believed!.text));
      kept += measured.kept;
      right += measured.right;
      referenceWords += measured.referenceWords;
    }
    console.log(
      `offline transcript kept ${kept} words, ${right} right (precision ${((100 * right) / kept).toFixed(1)}%), dropping ${((100 * (referenceWords - right)) / referenceWords).toFixed(1)}% of ${referenceWords} reference words`,
    );
    expect(referenceWords).toBe(71);
    expect(right / kept).toBeGreaterThanOrEqual(0.85);
    expect((referenceWords - right) / referenceWords).toBeLessThanOrEqual(0.6);
  });

  it("shows a synthetic voice's answer as too uncertain, or only words that were said", async () => {
    // espeak-ng's voice is what pocketsphinx hears worst: the nonsense transcript came from it.
    const said =
      "I led the migration of our training pipeline to Kubernetes and cut the cost of every run by a third. " +
      "The hardest part was moving the data without stopping the nightly jobs.";
    const voiced = path.join(dir, "espeak.wav");
    const wavPath = path.join(dir, "espeak-16k.wav");
    await run("espeak-ng", ["-w", voiced, said]);
    await run(ffmpeg.path, ["-loglevel", "error", "-y", "-i", voiced, "-ar", "16000", "-ac", "1", wavPath]);
    const result = await provider.transcribe({ wavPath, durationSeconds: 10 });
    const believed = believeTranscript(words(result));
    expect(believed).not.toBeNull();
    const saidWords = new Set(normaliseWords(said));
    const notSaid = normaliseWords(believed!.text).filter((word) => !saidWords.has(word));
    expect(believed!.withheld || notSaid.length === 0, `kept words not said: ${notSaid.join(", ")}`).toBe(true);
  });
});

describe("parsePocketsphinxOutput", () => {
  it("keeps the timed words with their confidence, without sentence marks, silences, fillers or pronunciation numbers", () => {
    const output = [
      "he was not to blame",
      "<s> 0.000 0.140 0.999400",
      "he 0.150 0.360 0.260057",
      "was(2) 0.370 0.620 0.988762",
      "<sil> 0.630 0.700 0.5",
      "[NOISE] 0.700 0.800 0.5",
      "++BREATH++ 0.800 0.850 0.5",
      "+SMACK+ 0.850 0.900 0.5",
      "not 0.910 1.330 0.671967",
      "to(3) 1.340 1.580 1",
      "blame 1.590 1.830 1.000000",
      "</s> 1.840 2.000 1.000000",
      "",
    ].join("\n");
    expect(parsePocketsphinxOutput(output)).toEqual([
      { text: "he", start: 0.15, end: 0.36, confidence: 0.26 },
      { text: "was", start: 0.37, end: 0.62, confidence: 0.989 },
      { text: "not", start: 0.91, end: 1.33, confidence: 0.672 },
      { text: "to", start: 1.34, end: 1.58, confidence: 1 },
      { text: "blame", start: 1.59, end: 1.83, confidence: 1 },
    ]);
    expect(parsePocketsphinxOutput("")).toEqual([]);
  });
});
