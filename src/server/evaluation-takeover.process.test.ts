import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client";
import { answerTranscripts, evaluationRuns, evaluations } from "./db/schema";
import { bundledFfmpegPath } from "./plugins/media/bundled-ffmpeg";
import { createCandidate } from "./testing/accounts-fixtures";
import { DEFAULT_FAKE_WORDS, startFakeOpenAiServer, type FakeOpenAiServer } from "./testing/fake-openai-server";
import { finishOverHttp, openHttpRecorder, putChunkOverHttp } from "./testing/http-recorder";
import { makeRawWebm } from "./testing/media/test-media";
import { splitIntoChunks } from "./testing/recording-fixtures";
import { startServerPair, type ServerPair } from "./testing/server-pair";
import { createTestDatabase, testDrivers } from "./testing/test-database";

/** Where each answered question begins in the 6-second recording. */
const QUESTION_STARTS = [0, 3];

/*
 * Decision 0072: an evaluation whose server is killed mid-run is finished by another server, once.
 * Two servers on one PostgreSQL and one S3 bucket evaluate through the real openai SDK against a
 * fake provider on loopback; each server has its own API key, so the fake knows who called. The
 * fake holds every transcription until the server that sent the first is killed with SIGKILL. With
 * RECOVERY_TIME_SCALE=0.1 (tests only) the task queue supervises every 2 s and the claim goes
 * stale after 4.5 s; the task's heartbeat stays at pg-boss's floor of 10 s.
 */
// Without PostgreSQL in the run (TEST_DATABASE_URL unset, or TEST_DRIVERS without it) it is skipped, not failed.
describe.runIf(testDrivers().includes("postgres"))(
  "an evaluation whose server is killed, on two servers on postgres",
  () => {
    let database: DatabaseHandle;
    let pair: ServerPair;
    let fake: FakeOpenAiServer;
    let email: string;
    let media: string;
    let release: () => void = () => undefined;

    beforeAll(async () => {
      media = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-takeover-media-"));
      database = await createTestDatabase("postgres");
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      ({ email } = await createCandidate(database.db, {}, { emailVerified: true }));
      fake = await startFakeOpenAiServer();
      const held = new Promise<void>((resolve) => (release = resolve));
      fake.transcription = async () => {
        await held;
        return { kind: "transcript", words: DEFAULT_FAKE_WORDS };
      };
      pair = await startServerPair(
        database.url,
        {
          AI_BASE_URL: fake.baseUrl,
          AI_INTERVIEWER: "off",
          AI_MAX_RETRIES: "0",
          RECOVERY_TIME_SCALE: "0.1",
        },
        [{ AI_API_KEY: "server-a" }, { AI_API_KEY: "server-b" }],
      );
    }, 120_000);

    afterAll(async () => {
      release();
      await pair?.stop();
      await fake?.close();
      await database?.close();
      await fs.rm(media, { recursive: true, force: true });
    });

    it("is finished by the other server within a minute, each answer transcribed and assessed once", async () => {
      const [a, b] = pair.servers;
      const webm = path.join(media, "interview.webm");
      await makeRawWebm({ path: bundledFfmpegPath() }, webm, { seconds: 6, width: 320, height: 240 });
      const chunks = splitIntoChunks(await fs.readFile(webm), 32 * 1024);
      const recorder = await openHttpRecorder(a.baseUrl, email);
      for (const [seq, chunk] of chunks.entries()) {
        const put = await putChunkOverHttp((seq % 2 === 0 ? a : b).baseUrl, recorder, seq, chunk);
        expect(put.status, await put.clone().text()).toBe(200);
        await put.arrayBuffer();
      }
      await finishOverHttp(b.baseUrl, recorder, chunks, QUESTION_STARTS);

      // Whoever claimed the evaluation is stuck in its first transcription.
      await expect
        .poll(() => fake.transcriptionRequests().length, { timeout: 60_000, interval: 100 })
        .toBeGreaterThan(0);
      const holderKey = fake.transcriptionRequests()[0]!.authorization;
      const [holder, survivor] = holderKey === "Bearer server-a" ? [a, b] : [b, a];
      const survivorKey = holderKey === "Bearer server-a" ? "Bearer server-b" : "Bearer server-a";
      const [running] = await database.db
        .select()
        .from(evaluations)
        .where(eq(evaluations.interviewId, recorder.interviewId));
      expect(running?.status).toBe("transcribing");

      const exited = new Promise((resolve) => holder.child.once("exit", resolve));
      holder.child.kill("SIGKILL");
      await exited;
      const killedAt = Date.now();
      const before = fake.requests.length;
      release();

      let done: typeof running;
      await expect
        .poll(
          async () => {
            [done] = await database.db
              .select()
              .from(evaluations)
              .where(eq(evaluations.interviewId, recorder.interviewId));
            return done?.status;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe("done");
      const tookOverInMs = Date.now() - killedAt;
      expect(tookOverInMs).toBeLessThan(60_000);
      // Nothing runs it a second time.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(survivor.child.exitCode).toBeNull();

      // One evaluation, the one that was running, finished.
      const rows = await database.db
        .select()
        .from(evaluations)
        .where(eq(evaluations.interviewId, recorder.interviewId));
      expect(rows.map((row) => [row.id, row.status, row.isCurrent])).toEqual([[running!.id, "done", true]]);

      // After the kill, the survivor made each answer's calls once.
      const after = fake.requests.slice(before);
      expect(new Set(after.map((request) => request.authorization))).toEqual(new Set([survivorKey]));
      const transcribed = after.filter((request) => request.path.endsWith("/audio/transcriptions"));
      expect(transcribed).toHaveLength(QUESTION_STARTS.length);
      const transcripts = await database.db
        .select({ questionIndex: answerTranscripts.questionIndex })
        .from(answerTranscripts)
        .where(eq(answerTranscripts.evaluationId, running!.id));
      expect(transcripts.map((row) => row.questionIndex).sort()).toEqual(QUESTION_STARTS.map((_start, i) => i));
      const runs = await database.db
        .select({
          step: evaluationRuns.step,
          questionIndex: evaluationRuns.questionIndex,
          run: evaluationRuns.runIndex,
        })
        .from(evaluationRuns)
        .where(eq(evaluationRuns.evaluationId, running!.id));
      const assessed = runs.filter((row) => row.step === "assess").map((row) => `${row.questionIndex}:${row.run}`);
      expect(new Set(assessed).size).toBe(assessed.length);
      const chats = after.filter((request) => request.path.endsWith("/chat/completions"));
      expect(chats).toHaveLength(assessed.length);
      console.info(`the evaluation was finished ${tookOverInMs} ms after the kill`);
    }, 120_000);
  },
);
