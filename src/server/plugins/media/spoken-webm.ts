import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { runFfmpeg } from "./ffmpeg";
import { probeDuration } from "./probe-duration";

const run = promisify(execFile);

/** Seconds of silence before and after each spoken answer. */
export const ANSWER_PAUSE_SECONDS = 1;

export interface SpokenWebmOptions {
  /** A flite voice (`flite -lv`); flite's default when left out. */
  voice?: string;
  /** The picture, as an ffmpeg lavfi source without its size, rate and duration (a test pattern, a colour). */
  picture?: string;
  /** Width x height of the picture. */
  size?: string;
  videoBitrate?: string;
}

export interface SpokenWebm {
  webm: Buffer;
  /** Where each answer starts in the recording. */
  questionStartSeconds: number[];
  /** How long flite spoke in each answer (its WAV's length). */
  spokenSeconds: number[];
}

/**
 * A WebM shaped like the recorder's (VP8 + Opus, live mode) in which each answer is flite
 * speaking its text between a second of silence on either side: real speech, so speech
 * measurement and a transcriber have something true to find. The demo seed, the server tests and
 * the end-to-end fixtures all record with it, so they hear the same kind of speech. Throws when
 * flite is not installed (ENOENT).
 */
export async function makeSpokenWebm(
  ffmpegPath: string,
  dir: string,
  answers: readonly string[],
  options: SpokenWebmOptions = {},
): Promise<SpokenWebm> {
  const ffmpeg = { path: ffmpegPath };
  const padded: string[] = [];
  const spokenSeconds: number[] = [];
  const questionStartSeconds: number[] = [];
  let at = 0;
  for (const [index, text] of answers.entries()) {
    const spoken = path.join(dir, `spoken-${index}.wav`);
    await run("flite", [...(options.voice ? ["-voice", options.voice] : []), "-t", text, "-o", spoken]);
    spokenSeconds.push(await probeDuration(ffmpeg, spoken));
    const answer = path.join(dir, `answer-${index}.wav`);
    const pauseMs = ANSWER_PAUSE_SECONDS * 1000;
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-i",
      spoken,
      "-af",
      `aresample=48000,adelay=${pauseMs},apad=pad_len=${48_000 * ANSWER_PAUSE_SECONDS}`,
      "-ac",
      "1",
      answer,
    ]);
    questionStartSeconds.push(Math.round(at * 1000) / 1000);
    at += await probeDuration(ffmpeg, answer);
    padded.push(answer);
  }
  const webmPath = path.join(dir, "spoken.webm");
  const picture = options.picture ?? "color=c=navy";
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    ...padded.flatMap((file) => ["-i", file]),
    "-f",
    "lavfi",
    "-i",
    `${picture}${picture.includes("=") ? ":" : "="}size=${options.size ?? "160x120"}:rate=10:duration=${Math.ceil(at)}`,
    "-filter_complex",
    `${padded.map((_file, index) => `[${index}:a]`).join("")}concat=n=${padded.length}:v=0:a=1[a]`,
    "-map",
    `${padded.length}:v`,
    "-map",
    "[a]",
    "-shortest",
    "-c:v",
    "libvpx",
    "-pix_fmt",
    "yuv420p",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    "-b:v",
    options.videoBitrate ?? "100k",
    "-c:a",
    "libopus",
    "-live",
    "1",
    "-f",
    "webm",
    webmPath,
  ]);
  return { webm: await readFile(webmPath), questionStartSeconds, spokenSeconds };
}
