import { execFile } from "node:child_process";
import { open, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { runFfmpeg } from "./ffmpeg";

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
  const spoken: string[] = [];
  const spokenSeconds: number[] = [];
  const questionStartSeconds: number[] = [];
  let at = 0;
  for (const [index, text] of answers.entries()) {
    const wav = path.join(dir, `spoken-${index}.wav`);
    await run("flite", [...(options.voice ? ["-voice", options.voice] : []), "-t", text, "-o", wav]);
    const seconds = await wavSeconds(wav);
    spoken.push(wav);
    spokenSeconds.push(seconds);
    questionStartSeconds.push(Math.round(at * 1000) / 1000);
    at += seconds + 2 * ANSWER_PAUSE_SECONDS;
  }
  const pauseMs = ANSWER_PAUSE_SECONDS * 1000;
  const webmPath = path.join(dir, "spoken.webm");
  const picture = options.picture ?? "color=c=navy";
  await runFfmpeg({ path: ffmpegPath }, [
    "-loglevel",
    "error",
    "-y",
    ...spoken.flatMap((file) => ["-i", file]),
    "-f",
    "lavfi",
    "-i",
    `${picture}${picture.includes("=") ? ":" : "="}size=${options.size ?? "160x120"}:rate=10:duration=${Math.ceil(at)}`,
    "-filter_complex",
    // Each answer between a second of silence on either side, then all of them one after another.
    [
      ...spoken.map(
        (_file, index) =>
          `[${index}:a]aresample=48000,aformat=channel_layouts=mono,adelay=${pauseMs},apad=pad_len=${48_000 * ANSWER_PAUSE_SECONDS}[p${index}]`,
      ),
      `${spoken.map((_file, index) => `[p${index}]`).join("")}concat=n=${spoken.length}:v=0:a=1[a]`,
    ].join(";"),
    "-map",
    `${spoken.length}:v`,
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

/** A WAV's length from its header (flite writes plain PCM): the data chunk's bytes over the byte rate. */
async function wavSeconds(wavPath: string): Promise<number> {
  const file = await open(wavPath, "r");
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    let byteRate = 0;
    for (let position = 12; position + 8 <= bytesRead;) {
      const id = head.toString("ascii", position, position + 4);
      const length = head.readUInt32LE(position + 4);
      if (id === "fmt ") byteRate = head.readUInt32LE(position + 16);
      if (id === "data" && byteRate > 0) return length / byteRate;
      position += 8 + length + (length % 2);
    }
    throw new Error(`${wavPath} holds no PCM data chunk`);
  } finally {
    await file.close();
  }
}
