import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MIN_RECORDING_CHUNK_BYTES, recordingMessages } from "@shared/interviews/recording-contracts";
import { applications, candidates, files, interviews, recordingChunkReservations } from "../../db/schema";
import { candidateStoredBytes } from "../../domain/interviews/recording/candidate-stored-bytes";
import { FullDiskBlobStore } from "../../testing/full-disk-blob-store";
import { recordingClient, sha256Hex, type Recorder } from "../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const WEBM = "video/webm;codecs=vp9,opus";
const MIB = 1024 * 1024;
const QUOTA_MB = 20;
const FLOOR_MB = 64;

/*
 * A chunk's bytes are reserved against the candidate's quota and the disk's free-space floor
 * before its body is read (decision 0075), so chunks sent side by side cannot all fit in the same
 * room; and only a segment's last chunk may be smaller than the floor.
 */
describe.each(testDrivers())("chunk reservations on %s", (driver) => {
  let t: TestApp;
  let storeDir: string;
  let store: FullDiskBlobStore;
  const { putChunk, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });

  beforeAll(async () => {
    storeDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-reservations-"));
    store = new FullDiskBlobStore(storeDir);
    t = await createTestApp({
      driver,
      blobs: store,
      env: { CANDIDATE_STORAGE_QUOTA_MB: String(QUOTA_MB), STORAGE_MIN_FREE_MB: String(FLOOR_MB) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(storeDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    store.free = undefined;
  });

  async function profileOf(recorder: Recorder): Promise<string> {
    const [row] = await t.database.db
      .select({ profileId: candidates.profileId })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(interviews.id, recorder.interviewId));
    return row!.profileId;
  }

  /** A file of `bytes` the candidate owns, counted by the quota. */
  async function holdFile(profileId: string, bytes: number): Promise<void> {
    await t.database.db.insert(files).values({
      ownerId: profileId,
      kind: "resume",
      storageKey: `resumes/${randomUUID()}.pdf`,
      contentType: "application/pdf",
      byteSize: bytes,
    });
  }

  const send = (recorder: Recorder, at: { segment?: number; seq: number }, bytes: Buffer) =>
    putChunk(recorder.cookie, recorder.sessionId, { segment: at.segment ?? 0, seq: at.seq }, bytes, {
      token: recorder.token,
      sha256: sha256Hex(bytes),
    });
  const reservations = async () => t.database.db.select().from(recordingChunkReservations);

  it("takes one of 16 parallel 3 MiB chunks when 4 MiB of the quota is left, and keeps the quota", async () => {
    const recorder = await freshRecorder();
    const profileId = await profileOf(recorder);
    await holdFile(profileId, 16 * MIB);
    const chunk = randomBytes(3 * MIB);

    const answers = await Promise.all(Array.from({ length: 16 }, (_, seq) => send(recorder, { seq }, chunk)));

    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(413);
      expect(refused.json().message).toBe(recordingMessages.quotaExceeded);
    }
    expect(await candidateStoredBytes(t.database.db, profileId)).toBe(19 * MIB);
    expect(await reservations()).toEqual([]);
  });

  it("keeps the disk's floor free when parallel chunks each fit on their own", async () => {
    const recorder = await freshRecorder();
    store.free = FLOOR_MB * MIB + 4 * MIB;
    const chunk = randomBytes(3 * MIB);

    const answers = await Promise.all(Array.from({ length: 6 }, (_, seq) => send(recorder, { seq }, chunk)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(recordingMessages.storageFull);
    }
    expect(store.free).toBeGreaterThanOrEqual(FLOOR_MB * MIB);
    expect(await reservations()).toEqual([]);
  });

  it("releases a refused chunk's reservation, so the room is there for the retry", async () => {
    const recorder = await freshRecorder();
    await holdFile(await profileOf(recorder), 16 * MIB);
    const chunk = randomBytes(3 * MIB);
    const damaged = await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq: 0 }, chunk, {
      token: recorder.token,
      sha256: sha256Hex(Buffer.from("something else")),
    });
    expect(damaged.statusCode).toBe(400);
    expect(await reservations()).toEqual([]);
    expect((await send(recorder, { seq: 0 }, chunk)).statusCode).toBe(200);
  });

  it("counts a reservation a crashed server left only until it expires", async () => {
    const recorder = await freshRecorder();
    const profileId = await profileOf(recorder);
    const held = { profileId, sessionId: recorder.sessionId, bytes: QUOTA_MB * MIB };
    const [live] = await t.database.db
      .insert(recordingChunkReservations)
      .values({ ...held, expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    const chunk = randomBytes(MIN_RECORDING_CHUNK_BYTES);
    const whileHeld = await send(recorder, { seq: 0 }, chunk);
    expect(whileHeld.statusCode).toBe(413);

    await t.database.db
      .update(recordingChunkReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recordingChunkReservations.id, live!.id));
    expect((await send(recorder, { seq: 0 }, chunk)).statusCode).toBe(200);
    // The expired one is gone too, swept by the reservation that came after it.
    expect(await reservations()).toEqual([]);
  });

  describe("chunks below the floor", () => {
    it("takes a small chunk only as its segment's last, and nothing after it", async () => {
      const recorder = await freshRecorder();
      const full = randomBytes(MIN_RECORDING_CHUNK_BYTES);
      expect((await send(recorder, { seq: 0 }, full)).statusCode).toBe(200);
      expect((await send(recorder, { seq: 2 }, full)).statusCode).toBe(200);

      const tinyInTheMiddle = await send(recorder, { seq: 1 }, Buffer.from("x"));
      expect(tinyInTheMiddle.statusCode).toBe(400);
      expect(tinyInTheMiddle.json().message).toBe(recordingMessages.chunkTooSmall);

      const last = randomBytes(MIN_RECORDING_CHUNK_BYTES - 1);
      expect((await send(recorder, { seq: 3 }, last)).statusCode).toBe(200);
      for (const seq of [4, 5]) {
        const after = await send(recorder, { seq }, seq === 4 ? full : Buffer.from("y"));
        expect(after.statusCode).toBe(409);
        expect(after.json().message).toBe(recordingMessages.segmentEnded);
      }
      // A new segment starts afresh.
      expect((await send(recorder, { segment: 1, seq: 0 }, Buffer.from("z"))).statusCode).toBe(200);
    });

    it("stores one of a burst of 1-byte chunks sent side by side", async () => {
      const recorder = await freshRecorder();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, seq) => send(recorder, { seq }, Buffer.from([seq]))),
      );
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200))
        expect([400, 409]).toContain(refused.statusCode);
    });
  });
});
