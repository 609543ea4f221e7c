import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";
import { BYTES_PER_SAMPLE, SAMPLE_RATE, wavHeader } from "./pcm-wav";
import { assertReadable } from "./recording-container";

/** One answer's audio, cut from the recording: 16 kHz mono 16-bit PCM WAV. */
export interface AnswerAudioFile {
  questionIndex: number;
  wavPath: string;
  /** Where the answer starts in the recording, in seconds (as stored, snapped to a sample). */
  startSeconds: number;
  durationSeconds: number;
}

export interface ExtractAnswerAudioInput {
  /** The finalised recording (WebM or MP4). */
  recordingPath: string;
  /** Per question, the second of the recording it was asked at; null when it was not asked. */
  questionStarts: readonly (number | null)[];
  /** The recording's duration: the last answer runs to it. */
  totalDurationSeconds: number;
  /** An existing scratch directory the caller owns (and removes); the WAVs are written there. */
  outputDir: string;
}

/**
 * Cuts a recording into one WAV per answer (decision 0050): an answer runs from its question's
 * start to the next asked question's start, or to the end of the recording.
 *
 * ffmpeg decodes the audio once, to raw 16 kHz mono PCM, and Node slices that by byte offsets
 * (2 bytes a sample): one decode instead of one per answer, which would re-read and re-decode
 * the recording up to each cut (the benchmark counts this CPU). The raw track is 32 KB a second
 * (38 MB for 20 minutes), streamed, never held in memory, and removed afterwards.
 */
export async function extractAnswerAudio(ffmpeg: Ffmpeg, input: ExtractAnswerAudioInput): Promise<AnswerAudioFile[]> {
  await assertReadable(input.recordingPath);
  const cuts = answerCuts(input.questionStarts, input.totalDurationSeconds);
  const track = path.join(input.outputDir, "recording.s16le");
  try {
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-i",
      input.recordingPath,
      "-map",
      "0:a:0",
      "-ac",
      "1",
      "-ar",
      String(SAMPLE_RATE),
      "-c:a",
      "pcm_s16le",
      "-f",
      "s16le",
      track,
    ]).catch((error: unknown) => {
      if (error instanceof MediaToolError && error.code === "failed" && /matches no streams/.test(error.stderrTail)) {
        throw new MediaToolError("invalid-input", "the recording has no audio", error.stderrTail, { cause: error });
      }
      throw error;
    });
    const trackSamples = Math.floor((await stat(track)).size / BYTES_PER_SAMPLE);

    const answers: AnswerAudioFile[] = [];
    for (const cut of cuts) {
      // The decoded track may be a few milliseconds shorter or longer than the stated duration.
      const first = Math.min(Math.round(cut.startSeconds * SAMPLE_RATE), trackSamples);
      const last = Math.min(Math.round(cut.endSeconds * SAMPLE_RATE), trackSamples);
      const samples = Math.max(0, last - first);
      const wavPath = path.join(input.outputDir, `answer-${cut.questionIndex}.wav`);
      await writeSlice(track, wavPath, first * BYTES_PER_SAMPLE, samples * BYTES_PER_SAMPLE);
      answers.push({
        questionIndex: cut.questionIndex,
        wavPath,
        startSeconds: first / SAMPLE_RATE,
        durationSeconds: samples / SAMPLE_RATE,
      });
    }
    return answers;
  } finally {
    await rm(track, { force: true });
  }
}

interface AnswerCut {
  questionIndex: number;
  startSeconds: number;
  endSeconds: number;
}

/**
 * Where each asked question's answer starts and ends. Questions are ordered by their start
 * (not their index: an offset is where the recorder saw the question, whatever its number),
 * and each answer ends where the next one starts.
 */
export function answerCuts(questionStarts: readonly (number | null)[], totalDurationSeconds: number): AnswerCut[] {
  const asked = questionStarts
    .map((start, questionIndex) => ({ questionIndex, start }))
    .filter((entry): entry is { questionIndex: number; start: number } => entry.start !== null)
    .map(({ questionIndex, start }) => ({
      questionIndex,
      start: Math.min(Math.max(0, start), totalDurationSeconds),
    }))
    .sort((a, b) => a.start - b.start || a.questionIndex - b.questionIndex);
  return asked.map((entry, position) => ({
    questionIndex: entry.questionIndex,
    startSeconds: entry.start,
    endSeconds: asked[position + 1]?.start ?? totalDurationSeconds,
  }));
}

/** Writes `bytes` of raw PCM from `offset` of `track` as a WAV of their own. */
export async function writeSlice(track: string, wavPath: string, offset: number, bytes: number): Promise<void> {
  const out = createWriteStream(wavPath);
  out.write(wavHeader(bytes));
  if (bytes === 0) {
    out.end();
    await new Promise<void>((resolve, reject) => {
      out.once("finish", resolve);
      out.once("error", reject);
    });
    return;
  }
  // `end` is inclusive in createReadStream.
  await pipeline(createReadStream(track, { start: offset, end: offset + bytes - 1 }), out);
}
