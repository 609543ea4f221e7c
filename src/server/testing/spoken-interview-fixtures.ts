import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { evaluations } from "../db/schema";
import { finalizeRecording } from "../domain/interviews/recording/finalize-recording-task";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "./accounts-fixtures";
import type { TestApp } from "./test-app";

type RecordingApp = Pick<TestApp, "app" | "database">;

const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Plain checks, so the benchmark can record through this too (it runs outside vitest). */
function check(ok: boolean, what: string, body: string): void {
  if (!ok) throw new Error(`${what}: ${body}`);
}

// The recording these fixtures send is the demo seed's kind of speech (decision 0078).
import type { SpokenWebm } from "../plugins/media/spoken-webm";
export { ANSWER_PAUSE_SECONDS, makeSpokenWebm } from "../plugins/media/spoken-webm";
export type SpokenRecording = SpokenWebm;

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
