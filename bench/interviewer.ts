import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { FOLLOW_UP_WAIT_MS } from "../src/shared/interviews/follow-up-timing";
import { RECORDING_HEADERS } from "../src/shared/interviews/recording-contracts";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-database";
import { answerWindows, interviewFollowUps, interviewerCalls } from "../src/server/db/schema";
import { bundledFfmpegPath } from "../src/server/plugins/media/bundled-ffmpeg";
import { makeRawWebm } from "../src/server/testing/media/test-media";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "../src/server/testing/accounts-fixtures";
import { startFakeOpenAiServer, wellBehavedChatFor } from "../src/server/testing/fake-openai-server";
import { scriptedTranscription } from "../src/server/testing/scripted-transcription";
import { percentile } from "./pool";

// BENCH_ONLY=interviewer (bench/run.ts): the AI interviewer's follow-up (decision 0055) against
// the fake OpenAI-compatible server with realistic delays (transcription 1.5 s a call, chat
// 1.2 s). Candidates record the network interview at once, through the API at real pace (one
// 1 s chunk a second), while the server's own worker transcribes their answers in windows. At
// each Next the time from the request to the answer is what the candidate waits for the
// follow-up. Prints p50 and p95 of that wait, the share past the page's 3 s, the outcomes and
// the provider calls per interview.

const CANDIDATES = Number(process.env.BENCH_INTERVIEWER_CANDIDATES ?? 4);
const QUESTIONS = Number(process.env.BENCH_INTERVIEWER_QUESTIONS ?? 3);
const ANSWER_SECONDS = 22;
const FOLLOW_UP_ANSWER_SECONDS = 4;
const TRANSCRIPTION_MS = Number(process.env.BENCH_TRANSCRIPTION_MS ?? 1_500);
const CHAT_MS = Number(process.env.BENCH_CHAT_MS ?? 1_200);

interface Wait {
  ms: number;
  outcome: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export async function benchInterviewer(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-bench-interviewer-"));
  const fake = await startFakeOpenAiServer();
  fake.delays = { transcriptionMs: TRANSCRIPTION_MS, chatMs: CHAT_MS };
  fake.transcription = scriptedTranscription;
  fake.chat = wellBehavedChatFor(null);
  const config = loadConfig({
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-42",
    PUBLIC_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "bench-key",
    AI_CHAT_MODEL: "fake-chat",
  });
  const opened = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database: opened.database, logger: false });
  try {
    const seconds = QUESTIONS * (ANSWER_SECONDS + FOLLOW_UP_ANSWER_SECONDS) + 2;
    const webmPath = path.join(dataDir, "answers.webm");
    await makeRawWebm({ path: bundledFfmpegPath() }, webmPath, { seconds, clusterMilliseconds: 1000 });
    const webm = await fs.readFile(webmPath);
    const perSecond = Math.ceil(webm.length / seconds);
    const chunks = Array.from({ length: Math.ceil(webm.length / perSecond) }, (_, index) =>
      webm.subarray(index * perSecond, (index + 1) * perSecond),
    );
    console.log(
      `AI interviewer: ${CANDIDATES} candidates at once, ${QUESTIONS} answers of ${ANSWER_SECONDS} s each at real pace (1 s chunks); provider delays: transcription ${TRANSCRIPTION_MS} ms, chat ${CHAT_MS} ms`,
    );
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CANDIDATES }, () => recordWithFollowUps(app, opened.database.db, chunks)),
    );
    const waits = results.flatMap((result) => result.waits);
    const sessions = results.map((result) => result.sessionId);
    const shown = waits.filter((wait) => wait.outcome === "follow-up").map((wait) => wait.ms);
    const all = waits.map((wait) => wait.ms);
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const figure = (values: number[]) =>
      values.length === 0
        ? "none"
        : `p50 ${percentile(sorted(values), 50).toFixed(0)} ms, p95 ${percentile(sorted(values), 95).toFixed(0)} ms (${values.length})`;
    console.log(`  Next → follow-up shown: ${figure(shown)}`);
    console.log(`  Next → any answer: ${figure(all)}`);
    const late = all.filter((ms) => ms > FOLLOW_UP_WAIT_MS).length;
    console.log(
      `  past the page's ${FOLLOW_UP_WAIT_MS / 1000} s: ${late} of ${all.length} (${((100 * late) / Math.max(1, all.length)).toFixed(1)}%)`,
    );
    const outcomes = new Map<string, number>();
    for (const wait of waits) outcomes.set(wait.outcome, (outcomes.get(wait.outcome) ?? 0) + 1);
    console.log(`  outcomes: ${[...outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(", ")}`);
    const { db } = opened.database;
    let windows = 0;
    let chats = 0;
    let transcriptions = 0;
    let tails = 0;
    let proposals = 0;
    for (const sessionId of sessions) {
      const asked = await db.select().from(interviewFollowUps).where(eq(interviewFollowUps.sessionId, sessionId));
      proposals += asked.length;
      tails += asked.filter((proposal) => proposal.tailIncluded).length;
      windows += (await db.select().from(answerWindows).where(eq(answerWindows.sessionId, sessionId))).length;
      const calls = await db.select().from(interviewerCalls).where(eq(interviewerCalls.sessionId, sessionId));
      chats += calls.filter((call) => call.step === "follow-up").length;
      transcriptions += calls.filter((call) => call.step === "transcribe-window").length;
    }
    console.log(
      `  provider calls per interview (${QUESTIONS} answers): ${(transcriptions / CANDIDATES).toFixed(1)} window transcriptions, ${(chats / CANDIDATES).toFixed(1)} follow-up chats; ${(windows / CANDIDATES).toFixed(1)} windows stored; the fake server's most calls at once ${fake.maxInFlight()}`,
    );
    // The answer's last seconds are transcribed at Next only when the recent latencies say they and the chat fit the budget.
    console.log(`  last seconds transcribed at Next: ${tails} of ${proposals} follow-up requests`);
    console.log(`  wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await app.close();
    await opened.close();
    await fake.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function recordWithFollowUps(
  app: App,
  db: Parameters<typeof createCandidate>[0],
  chunks: Buffer[],
): Promise<{ sessionId: string; waits: Wait[] }> {
  const account = await createCandidate(db, {}, { emailVerified: true });
  const cookie = await signIn(app, account.email, STRONG_PASSWORD, uniqueIp());
  const send = (method: "POST" | "PUT", url: string, payload: object | Buffer, headers = {}) =>
    app.inject({ method, url, payload: payload as Buffer, headers: { ...headers, cookie }, remoteAddress: uniqueIp() });
  const attempt = (await send("POST", "/api/interviews/network/attempts", {})).json<{
    sessionId: string;
    interviewId: string;
  }>();
  await send("PUT", `/api/interviews/${attempt.interviewId}/consent`, { consent: true, extraTimeSeconds: 0 });
  const token = createHash("sha256").update(attempt.sessionId).digest("hex").slice(0, 32);
  await send("POST", `/api/recording-sessions/${attempt.sessionId}/lease`, { token });
  let seq = 0;
  const record = async (count: number) => {
    for (let sent = 0; sent < count && seq < chunks.length; sent += 1, seq += 1) {
      // The page keeps its lease alive as it records.
      if (seq % 10 === 9) await send("POST", `/api/recording-sessions/${attempt.sessionId}/lease`, { token });
      const chunk = chunks[seq]!;
      await send("PUT", `/api/recording-sessions/${attempt.sessionId}/segments/0/chunks/${seq}`, chunk, {
        "content-type": "application/octet-stream",
        [RECORDING_HEADERS.leaseToken]: token,
        [RECORDING_HEADERS.sha256]: sha256(chunk),
        [RECORDING_HEADERS.mimeType]: "video/webm",
      });
      await sleep(1000);
    }
  };
  const mark = (questionIndex: number, followUpId?: string) =>
    send("POST", `/api/recording-sessions/${attempt.sessionId}/question-marks`, {
      token,
      segment: 0,
      questionIndex,
      offsetSeconds: seq,
      ...(followUpId ? { followUpId } : {}),
    });

  const waits: Wait[] = [];
  let slot = 0;
  await mark(slot);
  for (let question = 0; question < QUESTIONS; question += 1) {
    await record(ANSWER_SECONDS);
    const asked = performance.now();
    const response = await send("POST", `/api/recording-sessions/${attempt.sessionId}/follow-ups`, {
      token,
      afterQuestionIndex: slot,
      segment: 0,
      offsetSeconds: seq,
      elapsedSeconds: seq,
    });
    const outcome = response.json<{ kind: string; reason?: string; followUpId?: string; message?: string }>();
    if (response.statusCode !== 200)
      throw new Error(`asking for a follow-up answered ${response.statusCode}: ${response.body}`);
    waits.push({
      ms: performance.now() - asked,
      outcome: outcome.kind === "follow-up" ? "follow-up" : `none (${outcome.reason})`,
    });
    if (outcome.followUpId) {
      await mark(slot + 1, outcome.followUpId);
      await record(FOLLOW_UP_ANSWER_SECONDS);
      slot += 2;
    } else slot += 1;
    await mark(slot);
  }
  return { sessionId: attempt.sessionId, waits };
}
