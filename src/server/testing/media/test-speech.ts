import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Ffmpeg, runFfmpeg } from "../../plugins/media/ffmpeg";
import { BYTES_PER_SAMPLE, locateWavSamples, SAMPLE_RATE } from "../../plugins/media/pcm-wav";

/*
 * Real human speech for the offline transcript's and speech measurement's accuracy tests and
 * the offline benchmark: the five LibriVox clips (24.7 s) Debian's pocketsphinx-testdata ships,
 * with their reference transcription. Nothing here is used by the server.
 */

const LIBRIVOX_DIR = "/usr/share/pocketsphinx/test/data/librivox";
const INSTALL_POCKETSPHINX =
  "apt-get install pocketsphinx pocketsphinx-en-us pocketsphinx-testdata (.ci/run installs them)";

export interface LibrivoxClip {
  id: string;
  wavPath: string;
  /** The reference transcription, lower case. */
  reference: string;
  durationSeconds: number;
  /**
   * Where speech starts and ends inside the clip: the first and last word pocketsphinx finds
   * in the clip alone (its acoustic alignment, independent of our energy measure). The offline
   * provider's test checks these against pocketsphinx on the raw clips, so they cannot go stale.
   */
  speechStart: number;
  speechEnd: number;
}

/** Measured on the raw clips with pocketsphinx_continuous -time yes (0.8+5prealpha+1-15). */
const CLIP_SPEECH: Readonly<Record<string, { speechStart: number; speechEnd: number }>> = {
  "sense_and_sensibility_01_austen_64kb-0870": { speechStart: 0.15, speechEnd: 7.04 },
  "sense_and_sensibility_01_austen_64kb-0880": { speechStart: 0.21, speechEnd: 2.79 },
  "sense_and_sensibility_01_austen_64kb-0890": { speechStart: 0.2, speechEnd: 5.08 },
  "sense_and_sensibility_01_austen_64kb-0920": { speechStart: 0.22, speechEnd: 5.83 },
  "sense_and_sensibility_01_austen_64kb-0930": { speechStart: 0.2, speechEnd: 3.14 },
};

/** Fails (never skips) with what to install when Debian's test clips are absent. */
export function librivoxClips(): LibrivoxClip[] {
  const transcription = path.join(LIBRIVOX_DIR, "transcription");
  if (!existsSync(transcription)) {
    throw new Error(`The LibriVox test clips are missing (${LIBRIVOX_DIR}): ${INSTALL_POCKETSPHINX}`);
  }
  return readFileSync(transcription, "utf8")
    .split("\n")
    .map((line) => /^<s> (.*) <\/s> \((.+)\)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, reference = "", id = ""]) => {
      const wavPath = path.join(LIBRIVOX_DIR, `${id}.wav`);
      const speech = CLIP_SPEECH[id];
      if (!speech) throw new Error(`No speech span recorded for the clip ${id}`);
      // 44-byte canonical header, 16 kHz mono 16-bit samples.
      const bytes = readFileSync(wavPath).length - 44;
      return { id, wavPath, reference, durationSeconds: bytes / BYTES_PER_SAMPLE / SAMPLE_RATE, ...speech };
    });
}

/** Fails (never skips) with what to install when pocketsphinx_continuous is not on PATH. */
export function requirePocketsphinx(): void {
  const found = (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir !== "" && existsSync(path.join(dir, "pocketsphinx_continuous")));
  if (!found) throw new Error(`pocketsphinx_continuous is not installed: ${INSTALL_POCKETSPHINX}`);
}

/** One answer of a test interview: silence, clips with pauses between them, silence. */
export interface AnswerPlan {
  clips: string[];
  /** Silence before the first clip (the candidate reads the question). */
  leadSeconds: number;
  /** Silence between two clips. */
  pauseSeconds: number;
  /** Silence after the last clip. */
  tailSeconds: number;
}

interface ClipPlacement {
  clip: LibrivoxClip;
  /** Where the clip starts and ends in the recording. */
  startSeconds: number;
  endSeconds: number;
}

export interface SpeechRecording {
  questionStarts: (number | null)[];
  totalDurationSeconds: number;
  /** Per question (null when not asked), the clips placed in its answer. */
  placements: (ClipPlacement[] | null)[];
}

/**
 * Writes a recording of an interview whose answers are LibriVox clips at known seconds, between
 * silences, encoded as MediaRecorder does (WebM, Opus, no duration or cues; with a small VP8
 * picture when `video`). A null plan is a question that was not asked. Positions are whole
 * samples. The silences are digital silence, as a browser's noise suppression (on by default in
 * getUserMedia) nearly makes them, or white noise at `noiseDbfs` for a harsher room.
 */
export async function makeSpeechRecording(
  ffmpeg: Ffmpeg,
  outputPath: string,
  plans: readonly (AnswerPlan | null)[],
  options: { video?: boolean; noiseDbfs?: number } = {},
): Promise<SpeechRecording> {
  const clips = new Map(librivoxClips().map((clip) => [clip.id, clip]));
  const samples = new Map<string, Buffer>();
  for (const clip of clips.values()) {
    const { offset, bytes } = await locateWavSamples(clip.wavPath);
    samples.set(clip.id, (await readFile(clip.wavPath)).subarray(offset, offset + bytes));
  }

  const parts: Buffer[] = [];
  let cursor = 0; // samples
  const noise = roomNoise(options.noiseDbfs);
  const silence = (seconds: number) => {
    const count = Math.round(seconds * SAMPLE_RATE);
    parts.push(noise(count));
    cursor += count;
  };
  const questionStarts: (number | null)[] = [];
  const placements: (ClipPlacement[] | null)[] = [];
  for (const plan of plans) {
    if (plan === null) {
      questionStarts.push(null);
      placements.push(null);
      continue;
    }
    questionStarts.push(cursor / SAMPLE_RATE);
    const placed: ClipPlacement[] = [];
    silence(plan.leadSeconds);
    for (const [index, id] of plan.clips.entries()) {
      const clip = clips.get(id);
      const pcm = samples.get(id);
      if (!clip || !pcm) throw new Error(`No LibriVox clip ${id}`);
      if (index > 0) silence(plan.pauseSeconds);
      const start = cursor;
      parts.push(pcm);
      cursor += pcm.length / BYTES_PER_SAMPLE;
      placed.push({ clip, startSeconds: start / SAMPLE_RATE, endSeconds: cursor / SAMPLE_RATE });
    }
    silence(plan.tailSeconds);
    placements.push(placed);
  }
  const totalDurationSeconds = cursor / SAMPLE_RATE;

  const scratch = await mkdtemp(path.join(path.dirname(path.resolve(outputPath)), ".speech-"));
  try {
    const pcmPath = path.join(scratch, "timeline.s16le");
    await writeFile(pcmPath, Buffer.concat(parts));
    const picture = options.video
      ? ["-f", "lavfi", "-i", `testsrc=size=160x90:rate=5:duration=${totalDurationSeconds}`]
      : [];
    const pictureCodec = options.video
      ? ["-map", "1:v", "-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "50k"]
      : [];
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      ...["-f", "s16le", "-ar", String(SAMPLE_RATE), "-ac", "1", "-i", pcmPath],
      ...picture,
      ...["-map", "0:a", "-c:a", "libopus", "-b:a", "64k"],
      ...pictureCodec,
      ...["-live", "1", "-f", "webm", outputPath],
    ]);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { questionStarts, totalDurationSeconds, placements };
}

/** White noise of the given loudness (uniform samples: RMS = amplitude / √3), the same every run. */
function roomNoise(dbfs: number | undefined): (count: number) => Buffer {
  const amplitude = dbfs === undefined ? 0 : 32768 * 10 ** (dbfs / 20) * Math.sqrt(3);
  let state = 0x2545f491;
  return (count) => {
    const buffer = Buffer.alloc(count * BYTES_PER_SAMPLE);
    if (amplitude === 0) return buffer;
    for (let index = 0; index < count; index++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      buffer.writeInt16LE(Math.round((state / 0xffffffff - 0.5) * 2 * amplitude), index * BYTES_PER_SAMPLE);
    }
    return buffer;
  };
}

/** Lower case words without punctuation (an apostrophe inside a word stays: "don't"). */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, " ")
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word !== "");
}

/**
 * Word error rate: the fewest substitutions, deletions and insertions (word-level Levenshtein)
 * turning the reference into the hypothesis, over the number of reference words.
 */
export function wordErrorRate(
  reference: readonly string[],
  hypothesis: readonly string[],
): { errors: number; referenceWords: number; rate: number } {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (const [row, word] of reference.entries()) {
    const current = [row + 1];
    for (const [column, said] of hypothesis.entries()) {
      current.push(
        Math.min(
          (previous[column + 1] ?? 0) + 1,
          (current[column] ?? 0) + 1,
          (previous[column] ?? 0) + (word === said ? 0 : 1),
        ),
      );
    }
    previous = current;
  }
  const errors = previous[hypothesis.length] ?? 0;
  return { errors, referenceWords: reference.length, rate: reference.length === 0 ? 0 : errors / reference.length };
}

const clipId = (number: string) => `sense_and_sensibility_01_austen_64kb-${number}`;

/**
 * The tests' interview: four questions, the second not asked; answers of one or two clips with
 * pauses of several seconds, which speaking time must leave out.
 */
export const TEST_INTERVIEW: readonly (AnswerPlan | null)[] = [
  { clips: [clipId("0870"), clipId("0880")], leadSeconds: 1.5, pauseSeconds: 3, tailSeconds: 2 },
  null,
  { clips: [clipId("0890")], leadSeconds: 2.5, pauseSeconds: 0, tailSeconds: 1.5 },
  { clips: [clipId("0920"), clipId("0930")], leadSeconds: 1, pauseSeconds: 2, tailSeconds: 3 },
];

/** The samples of a 16 kHz mono 16-bit WAV. */
export async function readWavSamples(wavPath: string): Promise<Int16Array> {
  const { offset, bytes } = await locateWavSamples(wavPath);
  const data = (await readFile(wavPath)).subarray(offset, offset + bytes);
  const samples = new Int16Array(data.length / BYTES_PER_SAMPLE);
  for (let index = 0; index < samples.length; index++) samples[index] = data.readInt16LE(index * BYTES_PER_SAMPLE);
  return samples;
}

/** Words pocketsphinx's dictionary spells otherwise than the LibriVox reference: the same word said. */
const SAME_WORD: Readonly<Record<string, string>> = { mr: "mister", mrs: "missus", dr: "doctor" };

/**
 * How many of the words kept are right (decision 0088): the longest run of them, in order, that
 * the reference also holds, over all the words kept; and how many of the reference's words that
 * run leaves out. Both lists are normalised words.
 */
export function keptWordAccuracy(
  reference: readonly string[],
  kept: readonly string[],
): { kept: number; right: number; referenceWords: number } {
  const same = (word: string) => SAME_WORD[word] ?? word;
  let previous = new Array<number>(kept.length + 1).fill(0);
  for (const word of reference) {
    const current = [0];
    for (const [column, said] of kept.entries()) {
      current.push(
        same(word) === same(said)
          ? (previous[column] ?? 0) + 1
          : Math.max(previous[column + 1] ?? 0, current[column] ?? 0),
      );
    }
    previous = current;
  }
  return { kept: kept.length, right: previous[kept.length] ?? 0, referenceWords: reference.length };
}
