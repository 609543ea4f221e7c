import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { evaluations } from "../db/schema";
import { finalizeRecording } from "../domain/interviews/recording/finalize-recording-task";
import { runFfmpeg } from "../plugins/media/ffmpeg";
import { probeDuration } from "../plugins/media/probe-duration";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "./accounts-fixtures";
import type { TestApp } from "./test-app";

type RecordingApp = Pick<TestApp, "app" | "database">;

const run = promisify(execFile);
const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Plain checks, so the benchmark can record through this too (it runs outside vitest). */
function check(ok: boolean, what: string, body: string): void {
  if (!ok) throw new Error(`${what}: ${body}`);
}

/** Seconds of silence before and after each spoken answer. */
export const ANSWER_PAUSE_SECONDS = 1;

export interface SpokenRecording {
  webm: Buffer;
  /** Where each answer starts in the recording. */
  questionStartSeconds: number[];
  /** How long flite spoke in each answer (its WAV's length). */
  spokenSeconds: number[];
}

/**
 * A WebM shaped like the recorder's (VP8 + Opus, live mode) in which each answer is flite
 * speaking the text between a second of silence on either side: real speech, so speech
 * measurement and pocketsphinx have something true to find.
 */
export async function makeSpokenWebm(ffmpegPath: string, dir: string, answers: string[]): Promise<SpokenRecording> {
  const ffmpeg = { path: ffmpegPath };
  const padded: string[] = [];
  const spokenSeconds: number[] = [];
  const questionStartSeconds: number[] = [];
  let at = 0;
  for (const [index, text] of answers.entries()) {
    const spoken = path.join(dir, `spoken-${index}.wav`);
    await run("flite", ["-t", text, "-o", spoken]);
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
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    ...padded.flatMap((file) => ["-i", file]),
    "-f",
    "lavfi",
    "-i",
    `color=c=navy:size=160x120:rate=10:duration=${Math.ceil(at)}`,
    "-filter_complex",
    `${padded.map((_file, index) => `[${index}:a]`).join("")}concat=n=${padded.length}:v=0:a=1[a]`,
    "-map",
    `${padded.length}:v`,
    "-map",
    "[a]",
    "-shortest",
    "-c:v",
    "libvpx",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    "-b:v",
    "100k",
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

export interface RecordedInterview {
  sessionId: string;
  interviewId: string;
  evaluationId: string;
  candidateCookie: string;
  candidateEmail: string;
}

/**
 * A candidate records the network interview through the API (attempt, consent, lease, chunks,
 * finish), and the recording is finalised at once unless told not to (no worker runs in these
 * tests). The finish queued the evaluation, whose id is returned.
 */
export async function recordNetworkInterview(
  t: RecordingApp,
  recording: Pick<SpokenRecording, "webm" | "questionStartSeconds">,
  options: {
    candidateCookie?: string;
    finalize?: boolean;
    /** Runs once every chunk is held and before the finish, as work done while the candidate spoke. */
    beforeFinish?: (session: { sessionId: string; interviewId: string }) => Promise<void>;
  } = {},
): Promise<RecordedInterview> {
  let cookie = options.candidateCookie;
  let email = "";
  if (!cookie) {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    email = account.email;
    cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
  }
  const send = (method: "POST" | "PUT", url: string, payload: object | Buffer, headers = {}) =>
    t.app.inject({
      method,
      url,
      payload: payload as Buffer,
      headers: { ...headers, cookie },
      remoteAddress: uniqueIp(),
    });
  const started = await send("POST", "/api/interviews/network/attempts", {});
  check(started.statusCode < 300, "starting the attempt", started.body);
  const attempt = started.json<{ sessionId: string; interviewId: string }>();
  await send("PUT", `/api/interviews/${attempt.interviewId}/consent`, { consent: true, extraTimeSeconds: 0 });
  const token = randomUUID().replaceAll("-", "");
  await send("POST", `/api/recording-sessions/${attempt.sessionId}/lease`, { token });
  const chunks: Buffer[] = [];
  for (let start = 0; start < recording.webm.length; start += 64 * 1024)
    chunks.push(recording.webm.subarray(start, start + 64 * 1024));
  for (const [seq, chunk] of chunks.entries()) {
    const put = await send("PUT", `/api/recording-sessions/${attempt.sessionId}/segments/0/chunks/${seq}`, chunk, {
      "content-type": "application/octet-stream",
      [RECORDING_HEADERS.leaseToken]: token,
      [RECORDING_HEADERS.sha256]: sha256Hex(chunk),
      [RECORDING_HEADERS.mimeType]: "video/webm",
    });
    check(put.statusCode === 200, `sending chunk ${seq}`, put.body);
  }
  await options.beforeFinish?.(attempt);
  const finish = await send("POST", `/api/recording-sessions/${attempt.sessionId}/finish`, {
    token,
    segments: [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map((chunk) => sha256Hex(chunk)) }],
    questionStartSeconds: recording.questionStartSeconds,
  });
  check(finish.statusCode === 200, "finishing", finish.body);
  if (options.finalize ?? true) await finalizeRecording(t.app.services, attempt.sessionId);
  const [evaluation] = await t.database.db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.interviewId, attempt.interviewId), eq(evaluations.isCurrent, true)));
  check(evaluation !== undefined, "the finish queued no evaluation", attempt.interviewId);
  return { ...attempt, evaluationId: evaluation!.id, candidateCookie: cookie, candidateEmail: email };
}
