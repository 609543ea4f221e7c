import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { TimedWord } from "../src/shared/evaluation/evaluation-contracts";
import type { TranscriptionResult } from "../src/server/domain/evaluation/providers/ai-provider";
import { mapBounded } from "../src/server/domain/evaluation/providers/bounded-parallel";
import { createOfflineProvider } from "../src/server/domain/evaluation/providers/offline-provider";
import { bundledFfmpegPath } from "../src/server/plugins/media/bundled-ffmpeg";
import { extractAnswerAudio } from "../src/server/plugins/media/extract-answer-audio";
import type { Ffmpeg } from "../src/server/plugins/media/ffmpeg";
import { measureSpeech } from "../src/server/plugins/media/measure-speech";
import {
  type AnswerPlan,
  librivoxClips,
  makeSpeechRecording,
  normaliseWords,
  requirePocketsphinx,
  wordErrorRate,
} from "../src/server/testing/media/test-speech";

// BENCH_ONLY=offline-evaluation (bench/run.ts): the offline provider's share of the evaluation
// pipeline (decision 0050) on a 20-minute interview of 7 answers, made of Debian's LibriVox
// clips looped with pauses and encoded as a MediaRecorder WebM (VP8 + Opus). Times the media
// step (one ffmpeg decode, cut in Node), speech measurement, and pocketsphinx on the answers in
// parallel, bounded by the cores, as the pipeline runs them. Prints wall time and CPU seconds
// (this process and its children: ffmpeg, pocketsphinx) per step and per minute of audio, and
// checks the transcript on the long answers: word error rate, and where each clip's first and
// last words fall. BENCH_OFFLINE_MINUTES changes the length (default 20).

const MINUTES = Number(process.env.BENCH_OFFLINE_MINUTES ?? 20);
const ANSWERS = 7;

interface Cpu {
  selfSeconds: number;
  childSeconds: number;
}

/** Clock ticks per second of /proc's times: 100 on Linux (USER_HZ), whatever the kernel's HZ. */
const USER_HZ = 100;

/**
 * This process's CPU and its waited-for children's (/proc/self/stat cutime + cstime: every
 * ffmpeg and pocketsphinx run, once it has exited). process.resourceUsage() is RUSAGE_SELF only.
 */
function cpuNow(): Cpu {
  const usage = process.cpuUsage();
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  // cutime and cstime are fields 16 and 17 of stat(5); fields[0] here is field 3.
  const children = Number(fields[13]) + Number(fields[14]);
  return { selfSeconds: (usage.user + usage.system) / 1e6, childSeconds: children / USER_HZ };
}

interface Step {
  name: string;
  wallSeconds: number;
  selfSeconds: number;
  childSeconds: number;
}

async function timed<T>(steps: Step[], name: string, work: () => Promise<T>): Promise<T> {
  const cpu = cpuNow();
  const start = performance.now();
  const result = await work();
  const after = cpuNow();
  steps.push({
    name,
    wallSeconds: (performance.now() - start) / 1000,
    selfSeconds: after.selfSeconds - cpu.selfSeconds,
    childSeconds: after.childSeconds - cpu.childSeconds,
  });
  return result;
}

/** Seven answers of about equal length, each cycling through the clips from another one. */
function interviewPlan(): AnswerPlan[] {
  const clips = librivoxClips();
  const answerSeconds = (MINUTES * 60) / ANSWERS;
  return Array.from({ length: ANSWERS }, (_, answer) => {
    const plan: AnswerPlan = { clips: [], leadSeconds: 3, pauseSeconds: 1 + (answer % 4), tailSeconds: 4 };
    let seconds = plan.leadSeconds + plan.tailSeconds;
    for (let next = answer; seconds < answerSeconds; next++) {
      const clip = clips[next % clips.length];
      if (!clip) break;
      plan.clips.push(clip.id);
      seconds += clip.durationSeconds + plan.pauseSeconds;
    }
    return plan;
  });
}

function words(result: TranscriptionResult): TimedWord[] {
  return result.kind === "transcript" ? result.words : [];
}

export async function benchOfflineEvaluation(): Promise<void> {
  requirePocketsphinx();
  const ffmpeg: Ffmpeg = { path: process.env.FFMPEG_PATH ?? bundledFfmpegPath() };
  const provider = createOfflineProvider({
    pocketsphinxPath: process.env.POCKETSPHINX_PATH ?? null,
    ffmpegPath: ffmpeg.path,
  });
  const cores = os.availableParallelism();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-bench-offline-"));
  try {
    console.log(`Making a ${MINUTES}-minute interview of ${ANSWERS} answers (LibriVox clips, WebM VP8 + Opus) ...`);
    const recordingPath = path.join(dir, "interview.webm");
    const madeAt = performance.now();
    const recording = await makeSpeechRecording(ffmpeg, recordingPath, interviewPlan(), { video: true });
    const audioMinutes = recording.totalDurationSeconds / 60;
    const { size } = await fs.stat(recordingPath);
    console.log(
      `  ${audioMinutes.toFixed(1)} min, ${(size / 1e6).toFixed(1)} MB, made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s (not counted)\n`,
    );

    const steps: Step[] = [];
    const total = cpuNow();
    const startedAt = performance.now();
    const answers = await timed(steps, "extract answer audio (ffmpeg, once)", () =>
      extractAnswerAudio(ffmpeg, {
        recordingPath,
        questionStarts: recording.questionStarts,
        totalDurationSeconds: recording.totalDurationSeconds,
        outputDir: dir,
      }),
    );
    const speech = await timed(steps, "measure speech (Node, per answer)", () =>
      mapBounded(answers, (answer) => measureSpeech(answer.wavPath), { limit: cores }),
    );
    const transcripts = await timed(steps, `transcribe (pocketsphinx, ${cores} at a time)`, () =>
      mapBounded(answers, (answer) => provider.transcribe(answer), { limit: cores }),
    );
    const wallSeconds = (performance.now() - startedAt) / 1000;
    const after = cpuNow();
    const selfSeconds = after.selfSeconds - total.selfSeconds;
    const childSeconds = after.childSeconds - total.childSeconds;

    console.log(`${cores} cores (os.availableParallelism), load average ${os.loadavg()[0]?.toFixed(2)} at the end\n`);
    console.log(
      `${"step".padEnd(44)} ${"wall s".padStart(8)} ${"CPU s node".padStart(11)} ${"CPU s children".padStart(15)}`,
    );
    for (const step of steps) {
      console.log(
        `${step.name.padEnd(44)} ${step.wallSeconds.toFixed(2).padStart(8)} ${step.selfSeconds.toFixed(2).padStart(11)} ${step.childSeconds.toFixed(2).padStart(15)}`,
      );
    }
    const cpuSeconds = selfSeconds + childSeconds;
    console.log(
      `${"total".padEnd(44)} ${wallSeconds.toFixed(2).padStart(8)} ${selfSeconds.toFixed(2).padStart(11)} ${childSeconds.toFixed(2).padStart(15)}\n`,
    );
    console.log(`wall time: ${wallSeconds.toFixed(1)} s for ${audioMinutes.toFixed(1)} min of audio`);
    console.log(`CPU: ${cpuSeconds.toFixed(1)} s, ${(cpuSeconds / audioMinutes).toFixed(2)} CPU s per minute of audio`);
    for (const step of steps) {
      console.log(
        `  ${step.name}: ${((step.selfSeconds + step.childSeconds) / audioMinutes).toFixed(2)} CPU s per minute`,
      );
    }

    // Are the long answers' transcripts still right? WER against the reference, and each
    // clip's first and last recognised words against where the clip was placed.
    let errors = 0;
    let referenceWords = 0;
    let clipsChecked = 0;
    let clipsWithin = 0;
    let worstGap = 0;
    console.log("");
    for (const [position, answer] of answers.entries()) {
      const placed = recording.placements[answer.questionIndex] ?? [];
      const found = words(transcripts[position] ?? { kind: "unavailable", reason: "" }).map((word) => ({
        ...word,
        start: word.start + answer.startSeconds,
        end: word.end + answer.startSeconds,
      }));
      const rate = wordErrorRate(
        placed.flatMap(({ clip }) => normaliseWords(clip.reference)),
        normaliseWords(found.map((word) => word.text).join(" ")),
      );
      errors += rate.errors;
      referenceWords += rate.referenceWords;
      for (const { clip, startSeconds, endSeconds } of placed) {
        const inClip = found.filter((word) => word.start >= startSeconds - 0.5 && word.end <= endSeconds + 0.5);
        const gap = Math.max(
          Math.abs((inClip[0]?.start ?? Infinity) - (startSeconds + clip.speechStart)),
          Math.abs((inClip.at(-1)?.end ?? Infinity) - (startSeconds + clip.speechEnd)),
        );
        clipsChecked++;
        if (gap <= 0.5) clipsWithin++;
        worstGap = Math.max(worstGap, gap);
      }
      const truth = placed.reduce((sum, { clip }) => sum + clip.speechEnd - clip.speechStart, 0);
      console.log(
        `answer ${answer.questionIndex + 1}: ${answer.durationSeconds.toFixed(0)} s, ${placed.length} clips, ` +
          `speech ${speech[position]?.speechSeconds.toFixed(1)} s (clips' speech ${truth.toFixed(1)} s), ` +
          `${found.length} words, WER ${(100 * rate.rate).toFixed(1)}%`,
      );
    }
    console.log(
      `\nWER over the interview: ${((100 * errors) / referenceWords).toFixed(1)}% of ${referenceWords} words; ` +
        `${clipsWithin} of ${clipsChecked} clips have their first and last words within 0.5 s of the clip's speech ` +
        `(worst ${worstGap.toFixed(2)} s)`,
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
