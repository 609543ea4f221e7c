import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { actorOf } from "../../plugins/auth/actor";
import { runFfmpeg } from "../../plugins/media/ffmpeg";
import { makeSpokenWebm } from "../../plugins/media/spoken-webm";
import { demoVoice } from "./demo-answers";
import type { AppServices } from "../../services";
import { acquireRecordingLease } from "../../domain/interviews/recording/acquire-recording-lease";
import { finalizeRecording } from "../../domain/interviews/recording/finalize-recording-task";
import { finishRecordingSession } from "../../domain/interviews/recording/finish-recording-session";
import { markQuestion } from "../../domain/interviews/recording/mark-question";
import { putRecordingChunk } from "../../domain/interviews/recording/put-recording-chunk";
import { saveInterviewConsent } from "../../domain/interviews/save-interview-consent";
import { startInterviewAttempt } from "../../domain/interviews/start-interview-attempt";

/** Seconds of each answer when flite is missing and the demo falls back to a tone. */
const TONE_ANSWER_SECONDS = 2;
/** What Chromium's MediaRecorder names its WebM, as the recorder sends it. */
const MIME_TYPE = "video/webm;codecs=vp8,opus";
/** About what a browser's one-second timeslice gives at this size. */
const CHUNK_BYTES = 64 * 1024;
const PATTERNS = ["testsrc2", "smptebars", "rgbtestsrc", "testsrc"] as const;

export type RecordingServices = Pick<
  AppServices,
  "db" | "blobs" | "log" | "config" | "tasks" | "ai" | "interviewer" | "interviewerSpeech"
>;

export interface DemoRecordingInput {
  interviewId: string;
  questionCount: number;
  candidate: { userId: string; email: string; name: string };
  /** When the candidate recorded it: consent and finish are dated then. */
  recordedAt: Date;
  /** Varies the test pattern, voice and tone, so the demo recordings look and sound apart. */
  variant: number;
  /** What the candidate says to each question, spoken by flite (decision 0078). */
  answers: readonly string[];
}

/** Whether the demo interview was spoken, or a tone because flite is not installed. */
export type DemoRecordingSound = "speech" | "tone";

/**
 * Records one demo interview as the browser does, through the same domain functions the
 * recorder's requests reach: open the attempt, agree to the notice, take the lease, mark each
 * question and send the WebM in chunks with their checksums, finish with the manifest; then
 * runs the finalize task's work at once instead of waiting for a worker (decision 0018). The
 * WebM is a test pattern with the candidate's answers spoken by flite (decision 0078), VP8/Opus
 * as Chromium records, made by the bundled ffmpeg; without flite, a tone.
 */
export async function recordDemoInterview(
  services: RecordingServices,
  scratch: string,
  input: DemoRecordingInput,
): Promise<DemoRecordingSound | null> {
  const actor = actorOf(
    { ...input.candidate, id: input.candidate.userId, emailVerified: true, userType: "candidate" },
    `seed-${randomUUID()}`,
  );
  const attempt = await startInterviewAttempt(services, actor, { interviewId: input.interviewId });
  if (attempt.state !== "open") return null;
  await saveInterviewConsent(services, actor, {
    interviewId: input.interviewId,
    extraTimeSeconds: 0,
    now: input.recordedAt,
  });
  const token = randomUUID().replaceAll("-", "");
  const { sessionId } = attempt;
  await acquireRecordingLease(services, actor, { sessionId, token });

  const { webm, questionStartSeconds, sound } = await makeDemoWebm(services, scratch, input);
  for (const [questionIndex, offsetSeconds] of questionStartSeconds.entries()) {
    await markQuestion(services, actor, { sessionId, token, mark: { questionIndex, segment: 0, offsetSeconds } });
  }
  const checksums: string[] = [];
  for (let seq = 0; seq * CHUNK_BYTES < webm.length; seq += 1) {
    const chunk = webm.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
    const sha256 = createHash("sha256").update(chunk).digest("hex");
    await putRecordingChunk(services, actor, {
      sessionId,
      segment: 0,
      seq,
      leaseToken: token,
      sha256,
      mimeType: MIME_TYPE,
      body: Readable.from([chunk]),
      declaredBytes: chunk.length,
    });
    checksums.push(sha256);
  }
  await finishRecordingSession(services, actor, {
    sessionId,
    token,
    manifest: {
      segments: [{ index: 0, lastSeq: checksums.length - 1, chunkSha256s: checksums }],
      questionStartSeconds,
    },
    now: input.recordedAt,
  });
  await finalizeRecording(services, sessionId);
  return sound;
}

async function makeDemoWebm(
  services: Pick<AppServices, "config">,
  scratch: string,
  input: DemoRecordingInput,
): Promise<{ webm: Buffer; questionStartSeconds: number[]; sound: DemoRecordingSound }> {
  const pattern = PATTERNS[input.variant % PATTERNS.length]!;
  const dir = await mkdtemp(path.join(scratch, "spoken-"));
  try {
    const spoken = await makeSpokenWebm(services.config.ffmpegPath, dir, input.answers, {
      voice: demoVoice(input.variant),
      picture: pattern,
      size: "426x240",
      videoBitrate: "250k",
    });
    return { webm: spoken.webm, questionStartSeconds: spoken.questionStartSeconds, sound: "speech" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const questionStartSeconds = Array.from({ length: input.questionCount }, (_, i) => i * TONE_ANSWER_SECONDS);
    return { webm: await makeToneWebm(services, scratch, input, pattern), questionStartSeconds, sound: "tone" };
  }
}

/** Without flite: the test pattern with a tone, as the demo was before it spoke. */
async function makeToneWebm(
  services: Pick<AppServices, "config">,
  scratch: string,
  input: DemoRecordingInput,
  pattern: string,
): Promise<Buffer> {
  const output = path.join(scratch, `${input.interviewId}.webm`);
  await runFfmpeg({ path: services.config.ffmpegPath }, [
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `${pattern}=size=640x360:rate=15`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${330 + (input.variant % 8) * 55}:sample_rate=48000`,
    "-t",
    String(input.questionCount * TONE_ANSWER_SECONDS),
    "-c:v",
    "libvpx",
    "-pix_fmt",
    "yuv420p",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    "-b:v",
    "400k",
    "-c:a",
    "libopus",
    "-b:a",
    "48k",
    "-f",
    "webm",
    output,
  ]);
  return readFile(output);
}
