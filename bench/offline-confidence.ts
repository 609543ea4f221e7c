import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TimedWord } from "../src/shared/evaluation/evaluation-contracts";
import { mapBounded } from "../src/server/domain/evaluation/providers/bounded-parallel";
import { createOfflineProvider } from "../src/server/domain/evaluation/providers/offline-provider";
import {
  believeTranscript,
  MIN_CONFIDENT_SHARE,
  WORD_CONFIDENCE_THRESHOLD,
} from "../src/server/domain/evaluation/transcript-confidence";
import { bundledFfmpegPath } from "../src/server/plugins/media/bundled-ffmpeg";
import {
  keptWordAccuracy,
  librivoxClips,
  normaliseWords,
  requirePocketsphinx,
} from "../src/server/testing/media/test-speech";

// BENCH_ONLY=offline-confidence (bench/run.ts): how the offline transcript's thresholds
// (decision 0088) do on Debian's LibriVox clips, clean and with noise mixed in by ffmpeg (white
// noise about 14 dB below the speech, pink noise about 10 dB below): for each word threshold around the
// chosen one, the precision of the words kept against the reference transcription, the share of
// the reference's words dropped, and how many clips the share rule withholds whole.

const NOISES = {
  clean: null,
  "white noise": "anoisesrc=color=white:amplitude=0.02",
  "pink noise": "anoisesrc=color=pink:amplitude=0.04",
} as const;
const THRESHOLDS = [0.5, 0.6, WORD_CONFIDENCE_THRESHOLD, 0.8, 0.9];

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(bundledFfmpegPath(), ["-loglevel", "error", "-y", ...args], { timeout: 60_000 }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

export async function benchOfflineConfidence(): Promise<void> {
  requirePocketsphinx();
  const clips = librivoxClips();
  const provider = createOfflineProvider({ pocketsphinxPath: null, ffmpegPath: bundledFfmpegPath() });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-bench-confidence-"));
  try {
    console.log(
      `Offline transcript thresholds on ${clips.length} LibriVox clips (chosen: word ${WORD_CONFIDENCE_THRESHOLD}, share ${MIN_CONFIDENT_SHARE})`,
    );
    for (const [name, noise] of Object.entries(NOISES)) {
      const heard = await mapBounded(clips, async (clip) => {
        let wavPath = clip.wavPath;
        if (noise) {
          wavPath = path.join(dir, `${name.replace(/\W/g, "-")}-${clip.id}.wav`);
          await ffmpeg([
            ...["-i", clip.wavPath, "-f", "lavfi", "-i", noise],
            ...["-filter_complex", "amix=inputs=2:duration=first,volume=2", "-ar", "16000", "-ac", "1", wavPath],
          ]);
        }
        const result = await provider.transcribe({ wavPath, durationSeconds: clip.durationSeconds });
        return result.kind === "transcript" ? result.words : ([] as TimedWord[]);
      });
      for (const threshold of THRESHOLDS) {
        let kept = 0;
        let right = 0;
        let referenceWords = 0;
        let withheld = 0;
        for (const [index, clip] of clips.entries()) {
          const believed = believeTranscript(heard[index] ?? [], threshold);
          if (believed?.withheld) withheld++;
          const measured = keptWordAccuracy(normaliseWords(clip.reference), normaliseWords(believed?.text ?? ""));
          kept += measured.kept;
          right += measured.right;
          referenceWords += measured.referenceWords;
        }
        const mark = threshold === WORD_CONFIDENCE_THRESHOLD ? " (chosen)" : "";
        console.log(
          `  ${name.padEnd(11)} word ≥ ${threshold.toFixed(2)}${mark.padEnd(9)} kept ${String(kept).padStart(3)}, precision ${kept ? ((100 * right) / kept).toFixed(1).padStart(5) : "    -"}%, dropped ${((100 * (referenceWords - right)) / referenceWords).toFixed(1).padStart(5)}% of ${referenceWords} reference words, ${withheld} of ${clips.length} clips withheld`,
        );
      }
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
