import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses } from "@shared/applications/company-application-contracts";
import { loadConfig } from "../../config";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import type { BlobKey, BlobStore } from "../../plugins/storage/blob-store";
import { createBlobStore } from "../../plugins/storage/create-blob-store";
import type { DatabaseHandle } from "../client";
import {
  applications,
  candidates,
  files,
  interviewQuestions,
  interviewTemplates,
  interviews,
  profiles,
  user,
} from "../schema";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import { demoCandidates } from "./demo-data";
import { seedDemo } from "./seed-demo";
import { seedDemoMedia } from "./seed-demo-media";

describe.each(testDrivers())("npm run seed on %s", (driver) => {
  let database: DatabaseHandle;
  let blobs: BlobStore;
  let dir: string;
  const ffmpeg = { path: loadConfig({ NODE_ENV: "test" }).ffmpegPath || bundledFfmpegPath() };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-seed-test-"));
    blobs = createBlobStore({ kind: "local", dir });
  });
  afterAll(async () => {
    await database?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function totals() {
    const db = database.db;
    const [users] = await db.select({ n: count() }).from(user);
    const [apps] = await db.select({ n: count() }).from(applications);
    const [stored] = await db.select({ n: count() }).from(files);
    return { users: users!.n, applications: apps!.n, files: stored!.n };
  }

  it("fills the demo candidates' screens, and running it again adds nothing", { timeout: 120_000 }, async () => {
    const first = await seedDemo(database.db, "Demo!Passw0rd");
    expect(first.seeded).toBe(true);
    const media = await seedDemoMedia(database.db, blobs, ffmpeg);
    expect(media.resumes).toBe(demoCandidates.length);
    const interviewed = demoCandidates.filter((person) => person.interview).length;
    expect(media.recordings).toBe(interviewed);
    const before = await totals();

    expect((await seedDemo(database.db, "Demo!Passw0rd")).seeded).toBe(false);
    expect(await seedDemoMedia(database.db, blobs, ffmpeg)).toEqual({ resumes: 0, recordings: 0 });
    expect(await totals()).toEqual(before);

    // Every application status appears, and a rejection carries the reason the candidate may see.
    const statuses = await database.db.selectDistinct({ status: applications.status }).from(applications);
    expect(statuses.map((row) => row.status).sort()).toEqual([...applicationStatuses].sort());
    const [rejected] = await database.db.select().from(applications).where(eq(applications.status, "rejected"));
    expect(rejected!.notHiredReason).not.toBeNull();

    // The first company opens /interview-customization on a template of its own (decision 0033).
    const templates = await database.db.select().from(interviewTemplates);
    expect(templates.map((template) => template.name)).toEqual(["Frontend Developer Interview"]);
    expect(await database.db.select().from(interviewQuestions)).toHaveLength(3);

    // Each candidate has a resume that is a real PDF in the BlobStore.
    const resumes = await database.db
      .select({ key: files.storageKey })
      .from(candidates)
      .innerJoin(files, eq(files.id, candidates.resumeFileId));
    expect(resumes).toHaveLength(demoCandidates.length);
    const resume = await blobs.get(resumes[0]!.key as BlobKey);
    const head: Buffer[] = [];
    for await (const chunk of resume!.stream) head.push(chunk as Buffer);
    expect(Buffer.concat(head).subarray(0, 5).toString()).toBe("%PDF-");

    // Completed network interviews have a recording, a poster, a duration and where each question starts.
    const recorded = await database.db
      .select({ interview: interviews, owner: profiles.id })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(profiles, eq(profiles.id, candidates.profileId))
      .where(
        and(isNull(applications.jobPostingId), eq(interviews.completed, true), isNotNull(interviews.recordingFileId)),
      );
    expect(recorded).toHaveLength(interviewed);
    for (const { interview } of recorded) {
      expect(interview.posterFileId).not.toBeNull();
      expect(interview.durationSeconds).toBeGreaterThanOrEqual(11);
      expect(interview.questionStartSeconds).toHaveLength(interview.questions.length);
      const [video] = await database.db.select().from(files).where(eq(files.id, interview.recordingFileId!));
      expect(await blobs.stat(video!.storageKey as BlobKey)).toMatchObject({ size: video!.byteSize });
    }
  });
});
