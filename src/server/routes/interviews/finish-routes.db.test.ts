import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { finishMessages, recordingMessages } from "@shared/interviews/recording-contracts";
import { INTERVIEW_NOT_FOUND } from "@shared/interviews/interview-messages";
import { applications, files, interviews, recordingChunks, recordingSessions } from "../../db/schema";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import type { Ffmpeg } from "../../plugins/media/ffmpeg";
import type { BlobKey } from "../../plugins/storage/blob-store";
import { makeRawWebm } from "../../testing/media/test-media";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  newLeaseToken as newToken,
  recordingClient,
  splitIntoChunks,
  sha256Hex as sha,
  type Recorder,
} from "../../testing/recording-fixtures";
import { testDrivers } from "../../testing/test-database";

const WEBM = "video/webm;codecs=vp8,opus";
const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 30_000 };

type Caller = "anonymous" | "owner" | "other candidate" | "company pending" | "company verified" | "admin";

describe.each(testDrivers())("finishing and finalising a recording on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let fourSeconds: Buffer;
  let twoSeconds: Buffer;
  const cookies = {} as Record<Caller, string | undefined>;

  const { inject, putChunk, freshRecorder, chunkBlobCount } = recordingClient(() => t, { mimeType: WEBM });

  /** Uploads each segment's chunks through the real chunk endpoint; returns the manifest's segments. */
  async function putSegments(recorder: Recorder, segments: Buffer[][], skip?: { segment: number; seq: number }) {
    for (const [segment, chunks] of segments.entries()) {
      for (const [seq, chunk] of chunks.entries()) {
        if (skip?.segment === segment && skip.seq === seq) continue;
        const response = await putChunk(recorder.cookie, recorder.sessionId, { segment, seq }, chunk, {
          token: recorder.token,
          sha256: sha(chunk),
        });
        expect(response.statusCode).toBe(200);
      }
    }
    return segments.map((chunks, index) => ({
      index,
      lastSeq: chunks.length - 1,
      chunkSha256s: chunks.map((chunk) => sha(chunk)),
    }));
  }

  const finish = (recorder: Pick<Recorder, "sessionId" | "token">, cookie: string | undefined, body: object) =>
    inject({
      method: "POST",
      url: `/api/recording-sessions/${recorder.sessionId}/finish`,
      cookie,
      payload: { token: recorder.token, ...body },
    });
  const status = (interviewId: string, cookie: string | undefined) =>
    inject({ method: "GET", url: `/api/interviews/${interviewId}/recording-status`, cookie });

  async function waitForStatus(recorder: Recorder, expected: "ready" | "failed") {
    await vi.waitFor(
      async () => {
        const response = await status(recorder.interviewId, recorder.cookie);
        expect(response.json().status).toBe(expected);
      },
      { timeout: 30_000, interval: 100 },
    );
    return (await status(recorder.interviewId, recorder.cookie)).json() as {
      status: string;
      durationSeconds: number | null;
    };
  }

  async function finalizeTasksFor(sessionId: string): Promise<number> {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'interviews.finalize-recording' and data->>'sessionId' = ${sessionId}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  async function applicationStatusOf(interviewId: string) {
    const [row] = await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .innerJoin(interviews, eq(interviews.applicationId, applications.id))
      .where(eq(interviews.id, interviewId));
    return row?.status;
  }

  async function setApplicationStatus(interviewId: string, status: (typeof applications.$inferSelect)["status"]) {
    const interview = await interviewRow(interviewId);
    await t.database.db.update(applications).set({ status }).where(eq(applications.id, interview.applicationId));
  }

  async function interviewRow(interviewId: string) {
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    return row!;
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-finish-media-"));
    await makeRawWebm(ffmpeg, path.join(media, "four.webm"), { seconds: 4 });
    await makeRawWebm(ffmpeg, path.join(media, "two.webm"), { seconds: 2, hz: 660 });
    fourSeconds = await readFile(path.join(media, "four.webm"));
    twoSeconds = await readFile(path.join(media, "two.webm"));

    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const accounts = {
      "other candidate": await createCandidate(db, {}, { emailVerified: true }),
      "company pending": await createCompany(db, {}, { emailVerified: true }),
      "company verified": await createCompany(db, {}, { emailVerified: true, status: "verified" }),
    };
    cookies.anonymous = undefined;
    for (const [name, account] of Object.entries(accounts)) {
      cookies[name as Caller] = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    }
    cookies.admin = await signInDevAdmin(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("completes the interview at once, then the worker stores the recording and poster and removes the chunks", async () => {
    const recorder = await freshRecorder();
    const segments = await putSegments(recorder, [splitIntoChunks(fourSeconds)]);
    expect(segments[0]!.chunkSha256s.length).toBeGreaterThan(3);
    const body = { segments, questionStartSeconds: [0, 1.5, 3] };

    const finished = await finish(recorder, recorder.cookie, body);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({
      sessionId: recorder.sessionId,
      interviewId: recorder.interviewId,
      questionStartSeconds: [0, 1.5, 3],
    });
    const completed = await interviewRow(recorder.interviewId);
    expect(completed.completed).toBe(true);
    expect(completed.completedAt?.toISOString()).toBe(finished.json().completedAt);
    expect(completed.questionStartSeconds).toEqual([0, 1.5, 3]);
    const restart = await inject({
      method: "POST",
      url: "/api/interviews/network/attempts",
      cookie: recorder.cookie,
      payload: {},
    });
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(recordingMessages.alreadyCompleted);

    const ready = await waitForStatus(recorder, "ready");
    expect(Math.abs(ready.durationSeconds! - 4)).toBeLessThanOrEqual(0.5);
    const done = await interviewRow(recorder.interviewId);
    const stored = await t.database.db.select().from(files).where(eq(files.id, done.recordingFileId!));
    const poster = await t.database.db.select().from(files).where(eq(files.id, done.posterFileId!));
    expect(stored[0]).toMatchObject({ kind: "recording", contentType: "video/webm" });
    expect(poster[0]).toMatchObject({ kind: "poster", contentType: "image/jpeg" });
    expect((await t.app.services.blobs.stat(poster[0]!.storageKey as BlobKey))?.size).toBeGreaterThan(0);
    expect((await t.app.services.blobs.stat(stored[0]!.storageKey as BlobKey))?.size).toBe(stored[0]!.byteSize);
    // The final files carry the SHA-256 of exactly what the store holds (decision 0025).
    for (const row of [stored[0]!, poster[0]!]) {
      const read = await t.app.services.blobs.get(row.storageKey as BlobKey);
      const bytes: Buffer[] = [];
      for await (const piece of read!.stream) bytes.push(piece as Buffer);
      expect(row.sha256).toBe(sha(Buffer.concat(bytes)));
    }
    // The blobs go first and their rows after them (delete-session-chunks.ts), so wait for both.
    await vi.waitFor(
      async () => {
        expect(await chunkBlobCount(recorder.sessionId)).toBe(0);
        expect(
          await t.database.db.select().from(recordingChunks).where(eq(recordingChunks.sessionId, recorder.sessionId)),
        ).toEqual([]);
      },
      { timeout: 10_000 },
    );

    // Finishing again with the same manifest (a lost answer, retried) answers the same; another manifest is refused.
    const again = await finish(recorder, recorder.cookie, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(finished.json());
    const changed = await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(finishMessages.alreadyFinishedDifferently);
    expect(await finalizeTasksFor(recorder.sessionId)).toBe(1);
  });

  it("moves a pending or scheduled application to completed with the interview, and leaves a decided one alone", async () => {
    const cases = [
      ["interview_scheduled", "completed"],
      ["pending", "completed"],
      ["reviewed", "reviewed"],
      ["hired", "hired"],
    ] as const;
    for (const [before, after] of cases) {
      const recorder = await freshRecorder();
      await setApplicationStatus(recorder.interviewId, before);
      const segments = await putSegments(recorder, [splitIntoChunks(twoSeconds)]);
      expect(await applicationStatusOf(recorder.interviewId)).toBe(before);
      expect((await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0] })).statusCode).toBe(200);
      expect({ before, after: await applicationStatusOf(recorder.interviewId) }).toEqual({ before, after });
    }
  });

  it("leaves the application as it was when finishing is refused", async () => {
    const recorder = await freshRecorder();
    const chunks = splitIntoChunks(twoSeconds);
    await putSegments(recorder, [chunks], { segment: 0, seq: 1 });
    const before = await applicationStatusOf(recorder.interviewId);
    expect(["pending", "interview_scheduled"]).toContain(before);
    const segments = [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map((chunk) => sha(chunk)) }];
    expect((await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0] })).statusCode).toBe(409);
    expect(await applicationStatusOf(recorder.interviewId)).toBe(before);
  });

  it("joins two segments (a reload mid-interview) into one recording", async () => {
    const recorder = await freshRecorder();
    const segments = await putSegments(recorder, [splitIntoChunks(fourSeconds), splitIntoChunks(twoSeconds)]);
    expect((await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0, 4.2] })).statusCode).toBe(
      200,
    );
    const ready = await waitForStatus(recorder, "ready");
    expect(Math.abs(ready.durationSeconds! - 6)).toBeLessThanOrEqual(0.5);
  });

  it("refuses with 409 naming the chunks that have not arrived, and changes nothing", async () => {
    const recorder = await freshRecorder();
    const chunks = splitIntoChunks(fourSeconds);
    await putSegments(recorder, [chunks], { segment: 0, seq: 2 });
    const segments = [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map((chunk) => sha(chunk)) }];
    const response = await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(finishMessages.chunksMissing("segment 0: seq 2"));

    const different = segments.map((segment) => ({
      ...segment,
      chunkSha256s: segment.chunkSha256s.map((hash, seq) => (seq === 1 ? sha(Buffer.from("other")) : hash)),
    }));
    different[0]!.chunkSha256s[2] = sha(chunks[2]!);
    const putMissing = await putSegments(recorder, [[chunks[0]!, chunks[1]!, chunks[2]!]]);
    expect(putMissing[0]!.lastSeq).toBe(2);
    const mismatch = await finish(recorder, recorder.cookie, { segments: different, questionStartSeconds: [0] });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().message).toBe(finishMessages.chunksDifferent("segment 0: seq 1"));

    const [session] = await t.database.db
      .select()
      .from(recordingSessions)
      .where(eq(recordingSessions.id, recorder.sessionId));
    expect(session).toMatchObject({ status: "open", manifest: null, processing: null });
    expect((await interviewRow(recorder.interviewId)).completed).toBe(false);
    expect(await finalizeTasksFor(recorder.sessionId)).toBe(0);
    expect((await status(recorder.interviewId, recorder.cookie)).json().status).toBe("recording");
  });

  it("refuses with 409 a manifest that leaves out chunks the server holds", async () => {
    const recorder = await freshRecorder();
    const [segment] = await putSegments(recorder, [splitIntoChunks(fourSeconds)]);
    const shorter = { index: 0, lastSeq: segment!.lastSeq - 1, chunkSha256s: segment!.chunkSha256s.slice(0, -1) };
    const response = await finish(recorder, recorder.cookie, { segments: [shorter], questionStartSeconds: [0] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(finishMessages.chunksUnlisted(`segment 0: seq ${segment!.lastSeq}`));
    expect((await interviewRow(recorder.interviewId)).completed).toBe(false);
  });

  it("refuses a manifest whose offsets go backwards or run past the interview's time", async () => {
    const recorder = await freshRecorder();
    const segments = await putSegments(recorder, [splitIntoChunks(twoSeconds)]);
    expect((await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0, 5, 3] })).statusCode).toBe(
      400,
    );
    expect((await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0, 5000] })).statusCode).toBe(
      400,
    );
    expect((await interviewRow(recorder.interviewId)).completed).toBe(false);
  });

  it("finishing with nothing recorded answers one clear sentence, never zod's wording", async () => {
    const recorder = await freshRecorder();
    const response = await finish(recorder, recorder.cookie, { segments: [], questionStartSeconds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(finishMessages.nothingRecorded);
    expect(Object.values(response.json().fields as Record<string, string>)).toEqual([
      finishMessages.nothingRecorded,
      finishMessages.nothingRecorded,
    ]);
    // Anything else malformed is worded for people too.
    const malformed = await finish(recorder, recorder.cookie, { segments: "none" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("This value is not valid.");
    expect((await interviewRow(recorder.interviewId)).completed).toBe(false);
  });

  it("needs the live lease to finish", async () => {
    const recorder = await freshRecorder();
    const segments = await putSegments(recorder, [splitIntoChunks(twoSeconds)]);
    const response = await finish({ ...recorder, token: newToken() }, recorder.cookie, {
      segments,
      questionStartSeconds: [0],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(recordingMessages.leaseRequired);
  });

  it("marks a recording that is not media as failed instead of retrying it", async () => {
    const recorder = await freshRecorder();
    const segments = await putSegments(recorder, [splitIntoChunks(Buffer.from("this is not a video ".repeat(3000)))]);
    expect((await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0] })).statusCode).toBe(200);
    const failed = await waitForStatus(recorder, "failed");
    expect(failed.durationSeconds).toBeNull();
    expect((await interviewRow(recorder.interviewId)).recordingFileId).toBeNull();
    // The chunks stay: nothing was committed, and support may still look at them.
    expect(await chunkBlobCount(recorder.sessionId)).toBeGreaterThan(0);
  });

  it("a finish that rolls back leaves no task, an open session and an interview not completed", async () => {
    const recorder = await freshRecorder();
    const segments = await putSegments(recorder, [splitIntoChunks(twoSeconds)]);
    const exec = (statement: string) => t.database.db.execute(sql.raw(statement));
    await exec(
      `create function onetake_test_finish_fails() returns trigger language plpgsql as $$ ` +
        `begin raise exception 'forced failure at commit'; end $$`,
    );
    // Fails at COMMIT, after every statement of the transaction (the task's insert included) ran.
    await exec(
      `create constraint trigger onetake_test_finish_fails after update on "interviews" ` +
        `deferrable initially deferred for each row execute function onetake_test_finish_fails()`,
    );
    try {
      const response = await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0] });
      expect(response.statusCode).toBe(500);
    } finally {
      await exec(`drop trigger if exists onetake_test_finish_fails on "interviews"`);
      await exec(`drop function if exists onetake_test_finish_fails()`);
    }
    expect(await finalizeTasksFor(recorder.sessionId)).toBe(0);
    const [session] = await t.database.db
      .select()
      .from(recordingSessions)
      .where(eq(recordingSessions.id, recorder.sessionId));
    expect(session?.status).toBe("open");
    expect((await interviewRow(recorder.interviewId)).completed).toBe(false);
    // Once the fault is gone, the same finish goes through.
    expect((await finish(recorder, recorder.cookie, { segments, questionStartSeconds: [0] })).statusCode).toBe(200);
    expect(await finalizeTasksFor(recorder.sessionId)).toBe(1);
  });

  it("lets only the owning candidate finish and read the status", async () => {
    const recorder = await freshRecorder();
    const segments = await putSegments(recorder, [splitIntoChunks(twoSeconds)]);
    const SIGN_IN = { status: 401, message: accessMessages.signInRequired };
    const CANDIDATES_ONLY = { status: 403, message: accessMessages.onlyFor("candidate") };
    const body = { segments, questionStartSeconds: [0] };
    const refusals: [Caller, { status: number; message: string }, { status: number; message: string }][] = [
      ["anonymous", SIGN_IN, SIGN_IN],
      [
        "other candidate",
        { status: 404, message: recordingMessages.sessionNotFound },
        { status: 404, message: INTERVIEW_NOT_FOUND },
      ],
      ["company pending", CANDIDATES_ONLY, CANDIDATES_ONLY],
      ["company verified", CANDIDATES_ONLY, CANDIDATES_ONLY],
      ["admin", CANDIDATES_ONLY, CANDIDATES_ONLY],
    ];
    for (const [caller, onFinish, onStatus] of refusals) {
      const finished = await finish(recorder, cookies[caller], body);
      expect({ caller, status: finished.statusCode, message: finished.json().message }).toEqual({
        caller,
        ...onFinish,
      });
      const read = await status(recorder.interviewId, cookies[caller]);
      expect({ caller, status: read.statusCode, message: read.json().message }).toEqual({ caller, ...onStatus });
    }
    expect((await interviewRow(recorder.interviewId)).completed).toBe(false);
    expect((await finish(recorder, recorder.cookie, body)).statusCode).toBe(200);
    const owned = await status(recorder.interviewId, recorder.cookie);
    expect(owned.statusCode).toBe(200);
    expect(["processing", "ready"]).toContain(owned.json().status);
  });
});
