import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { networkInterviewQuestions } from "../src/shared/interviews/network-interview";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-database";
import { evaluationRuns, evaluations, interviews } from "../src/server/db/schema";
import type { AiProvider } from "../src/server/domain/evaluation/providers/ai-provider";
import { createOpenAiProvider } from "../src/server/domain/evaluation/providers/openai-provider";
import { bundledFfmpegPath } from "../src/server/plugins/media/bundled-ffmpeg";
import { startFakeOpenAiServer, type FakeWord } from "../src/server/testing/fake-openai-server";
import {
  ANSWER_PAUSE_SECONDS,
  makeSpokenWebm,
  recordNetworkInterview,
} from "../src/server/testing/spoken-interview-fixtures";

// BENCH_ONLY=openai-evaluation (bench/run.ts): the `openai` evaluation pipeline against the fake
// OpenAI-compatible server with realistic delays (transcription 5 s, chat 8 s a call; decision
// 0050) on a 7-question network interview recorded through the API. The server's own worker
// runs the finalize and evaluation tasks, as in production. Prints the time from completion
// (the finish request) to the evaluation being ready, the provider calls, the time at least one
// provider call was in flight, and our own overhead: everything else (task pick-up, finalising
// the recording, audio extraction, speech measurement, database writes).

const TRANSCRIPTION_MS = Number(process.env.BENCH_TRANSCRIPTION_MS ?? 5_000);
const CHAT_MS = Number(process.env.BENCH_CHAT_MS ?? 8_000);
const OVERHEAD_TARGET_SECONDS = 5;

/** Seven answers of about fifteen seconds each, so every answer has enough speech to be scored. */
const ANSWERS = networkInterviewQuestions.map(
  (_question, index) =>
    `In my answer to question ${index + 1} I want to describe a project where I built a search service for our support team. It cut the time to answer a ticket by half, I measured the latency every week, and I trained two new engineers to run it.`,
);

/** The provider, timing each call: the union of these intervals is the time spent waiting on it. */
function timed(provider: AiProvider, intervals: [number, number][]): AiProvider {
  const around = async <T>(call: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await call();
    } finally {
      intervals.push([start, performance.now()]);
    }
  };
  return {
    name: provider.name,
    chatModel: provider.chatModel,
    transcribeModel: provider.transcribeModel,
    transcribe: (audio, signal) => around(() => provider.transcribe(audio, signal)),
    assess: provider.assess ? (request, signal) => around(() => provider.assess!(request, signal)) : null,
  };
}

function unionMs(intervals: [number, number][], from: number, to: number): number {
  const clipped = intervals
    .map(([start, end]) => [Math.max(start, from), Math.min(end, to)] as [number, number])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | null = null;
  for (const interval of clipped) {
    if (current && interval[0] <= current[1]) current[1] = Math.max(current[1], interval[1]);
    else {
      if (current) total += current[1] - current[0];
      current = [...interval];
    }
  }
  if (current) total += current[1] - current[0];
  return total;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export async function benchOpenAiEvaluation(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-bench-evaluation-"));
  const fake = await startFakeOpenAiServer();
  fake.delays = { transcriptionMs: TRANSCRIPTION_MS, chatMs: CHAT_MS };
  const spokenSeconds: number[] = [];
  fake.transcription = (request) => {
    const index = Number(/answer-(\d+)\.wav/.exec(request.fileName ?? "")?.[1] ?? 0);
    const words = (ANSWERS[index] ?? "").split(" ");
    const step = (spokenSeconds[index] ?? 10) / words.length;
    const timedWords: FakeWord[] = words.map((word, position) => ({
      word,
      start: ANSWER_PAUSE_SECONDS + position * step,
      end: ANSWER_PAUSE_SECONDS + (position + 1) * step,
    }));
    return { kind: "transcript", words: timedWords };
  };
  const config = loadConfig({
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "bench-key",
    AI_CHAT_MODEL: "fake-chat",
  });
  const opened = await openConfiguredDatabase(config);
  const intervals: [number, number][] = [];
  if (config.ai.kind !== "openai") throw new Error("the bench needs the openai provider");
  const app = await buildApp({
    config,
    database: opened.database,
    ai: timed(createOpenAiProvider(config.ai, config.aiCalls), intervals),
    logger: false,
  });
  try {
    const media = path.join(dataDir, "media");
    await fs.mkdir(media);
    const encodeStarted = performance.now();
    const recording = await makeSpokenWebm(bundledFfmpegPath(), media, ANSWERS);
    spokenSeconds.push(...recording.spokenSeconds);
    const recordingSeconds =
      recording.questionStartSeconds.at(-1)! + recording.spokenSeconds.at(-1)! + 2 * ANSWER_PAUSE_SECONDS;
    console.log(
      `openai evaluation: a ${recordingSeconds.toFixed(0)} s recording of ${ANSWERS.length} spoken answers (${(recording.webm.length / 1e6).toFixed(1)} MB WebM, made in ${seconds(performance.now() - encodeStarted)} s); provider delays: transcription ${TRANSCRIPTION_MS} ms, chat ${CHAT_MS} ms; ${config.aiCalls.maxConcurrency} provider calls at once`,
    );

    const t = { app, database: opened.database };
    const recorded = await recordNetworkInterview(t, recording, { finalize: false });
    const [completed] = await opened.database.db
      .select({ at: interviews.completedAt })
      .from(interviews)
      .where(eq(interviews.id, recorded.interviewId));
    // The finish request is the completion; performance.now() and Date line up through this offset.
    const completedAt = completed!.at!.getTime() - performance.timeOrigin;
    let status = "";
    for (;;) {
      const [row] = await opened.database.db
        .select({ status: evaluations.status, failureReason: evaluations.failureReason })
        .from(evaluations)
        .where(eq(evaluations.id, recorded.evaluationId));
      status = row!.status;
      if (status === "done" || status === "failed") {
        if (status === "failed") throw new Error(`the evaluation failed: ${row!.failureReason}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyAt = performance.now();
    const totalMs = readyAt - completedAt;
    const providerMs = unionMs(intervals, completedAt, readyAt);
    const [evaluation] = await opened.database.db
      .select({ overallScore: evaluations.overallScore, completedAt: evaluations.completedAt })
      .from(evaluations)
      .where(eq(evaluations.id, recorded.evaluationId));
    const runs = await opened.database.db
      .select({ step: evaluationRuns.step, outcome: evaluationRuns.outcome, latencyMs: evaluationRuns.latencyMs })
      .from(evaluationRuns)
      .where(eq(evaluationRuns.evaluationId, recorded.evaluationId));
    const tasks = (await opened.database.db.execute(sql`
      select name, state, extract(epoch from (started_on - created_on))::float8 as waited,
             extract(epoch from (completed_on - started_on))::float8 as ran
      from pgboss.job where name in ('interviews.finalize-recording', 'evaluation.evaluate-interview')
    `)) as unknown as { rows: { name: string; state: string; waited: number; ran: number | null }[] };

    const transcriptionCalls = fake.requests.filter((request) => request.path.endsWith("/audio/transcriptions"));
    const chatCalls = fake.chatRequests();
    const overheadMs = totalMs - providerMs;
    console.log(`  completion → evaluation ready: ${seconds(totalMs)} s (overall score ${evaluation!.overallScore})`);
    console.log(
      `  provider calls: ${transcriptionCalls.length + chatCalls.length} (${transcriptionCalls.length} transcriptions, ${chatCalls.length} chat); run log: ${runs.length} entries, ${runs.filter((run) => run.outcome !== "ok").length} not ok`,
    );
    console.log(`  time with a provider call in flight: ${seconds(providerMs)} s`);
    console.log(`  the fake server's most calls at once: ${fake.maxInFlight()}`);
    for (const task of tasks.rows)
      console.log(
        `  task ${task.name} (${task.state}): waited ${task.waited.toFixed(2)} s for a worker${task.ran === null ? "" : `, ran ${task.ran.toFixed(2)} s`} (pg-boss's times, its last attempt)`,
      );
    console.log(
      `  our own overhead (completion → ready, less provider time): ${seconds(overheadMs)} s — target under ${OVERHEAD_TARGET_SECONDS} s: ${overheadMs / 1000 < OVERHEAD_TARGET_SECONDS ? "met" : "NOT met"}`,
    );
  } finally {
    await app.close();
    await opened.close();
    await fake.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
