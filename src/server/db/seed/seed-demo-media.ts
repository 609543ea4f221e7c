import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { applications, candidates, files, interviews, profiles, recordingSessions, user } from "../schema";
import { blobKey } from "../../plugins/storage/blob-key";
import type { BlobKey, BlobStore } from "../../plugins/storage/blob-store";
import { demoAnswers } from "./demo-answers";
import { demoCandidates, type DemoCandidate } from "./demo-data";
import { demoResumePdf } from "./demo-resume-pdf";
import { candidateEmail } from "./seed-demo";
import { recordDemoInterview, type RecordingServices } from "./seed-demo-recording";

export interface MediaSeedResult {
  resumes: number;
  recordings: number;
  /** Of those, the ones spoken with a tone instead of speech because flite is not installed. */
  toneRecordings: number;
}

export interface MediaSeedOptions {
  /**
   * Only the first words of each answer: the same pipeline in a fraction of the time, for the
   * seed's own test. `npm run seed` speaks every answer whole (30 to 90 seconds each).
   */
  briefAnswers?: boolean;
}

/**
 * Gives each demo candidate a resume, and each demo candidate who has been interviewed a real,
 * finished recording made through the recorder's own pipeline (seed-demo-recording.ts). Only
 * what is missing is made, so running it again adds nothing; a database seeded before the
 * recordings went through that pipeline has its interviews recorded again that way.
 */
export async function seedDemoMedia(
  services: RecordingServices,
  options: MediaSeedOptions = {},
): Promise<MediaSeedResult> {
  const { db, blobs } = services;
  const result: MediaSeedResult = { resumes: 0, recordings: 0, toneRecordings: 0 };
  const emails = demoCandidates.map((person) => candidateEmail(person.firstName, person.lastName));
  const rows = await db
    .select({
      userId: profiles.id,
      email: profiles.email,
      name: user.name,
      candidateId: candidates.id,
      resumeFileId: candidates.resumeFileId,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(candidates, eq(candidates.profileId, profiles.id))
    .where(inArray(profiles.email, emails));
  const scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-seed-"));
  try {
    for (const row of rows) {
      const index = emails.indexOf(row.email);
      const person = demoCandidates[index]!;
      if (!row.resumeFileId) {
        await storeResume(db, blobs, row, person);
        result.resumes += 1;
      }
      if (!person.interview) continue;
      const [network] = await db
        .select({ id: interviews.id, questions: interviews.questions, interviewDate: interviews.interviewDate })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .where(and(eq(applications.candidateId, row.candidateId), isNull(applications.jobPostingId)))
        .limit(1);
      if (!network || (await hasFinishedRecording(db, network.id))) continue;
      await dropUnsessionedRecording(services, network.id);
      const answers = demoAnswers(person).map((answer) => (options.briefAnswers ? firstWords(answer) : answer));
      const sound = await recordDemoInterview(services, scratch, {
        interviewId: network.id,
        questionCount: network.questions.length,
        candidate: { userId: row.userId, email: row.email, name: row.name },
        recordedAt: network.interviewDate ?? new Date(),
        variant: index,
        answers: answers.slice(0, network.questions.length),
      });
      if (!sound) continue;
      result.recordings += 1;
      if (sound === "tone") result.toneRecordings += 1;
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return result;
}

/** A few seconds of an answer: enough speech for the seed's test to measure. */
const firstWords = (text: string) => text.split(" ").slice(0, 8).join(" ");

async function hasFinishedRecording(db: Db, interviewId: string): Promise<boolean> {
  const [session] = await db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interviewId), eq(recordingSessions.status, "finished")))
    .limit(1);
  return session !== undefined;
}

/**
 * Earlier seeds marked interviews completed and attached an MP4 with no recording session, which
 * no watcher could play. Such an interview goes back to waiting, and its files away, so it can
 * be recorded properly.
 */
async function dropUnsessionedRecording(services: RecordingServices, interviewId: string): Promise<void> {
  const [interview] = await services.db
    .select({ completed: interviews.completed })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  if (!interview?.completed) return;
  await services.db
    .update(interviews)
    .set({ completed: false, completedAt: null, recordingFileId: null, posterFileId: null, updatedAt: new Date() })
    .where(eq(interviews.id, interviewId));
  const keys = [
    blobKey("recordings", `seed-${interviewId}`, "recording.mp4"),
    blobKey("posters", `seed-${interviewId}`, "poster.jpg"),
  ];
  await services.db.delete(files).where(inArray(files.storageKey, keys));
  for (const key of keys) await services.blobs.delete(key);
}

async function storeFile(
  db: Db,
  blobs: BlobStore,
  input: {
    key: BlobKey;
    bytes: Buffer;
    contentType: string;
    kind: "resume" | "recording" | "poster";
    ownerId: string;
    name?: string;
  },
): Promise<string> {
  await blobs.put(input.key, input.bytes, { contentType: input.contentType });
  const [row] = await db
    .insert(files)
    .values({
      ownerId: input.ownerId,
      kind: input.kind,
      storageKey: input.key,
      contentType: input.contentType,
      byteSize: input.bytes.length,
      sha256: createHash("sha256").update(input.bytes).digest("hex"),
      originalName: input.name ?? null,
    })
    .onConflictDoUpdate({ target: files.storageKey, set: { byteSize: input.bytes.length } })
    .returning({ id: files.id });
  return row!.id;
}

async function storeResume(
  db: Db,
  blobs: BlobStore,
  row: { userId: string; candidateId: string },
  person: DemoCandidate,
): Promise<void> {
  const lines = [
    `${person.firstName} ${person.lastName}`,
    `${person.title} - ${person.location}`,
    "",
    person.summary,
    "",
    "Experience",
    ...person.work.map(
      (job) => `${job.position}, ${job.company} (${job.start.slice(0, 4)} - ${job.end?.slice(0, 4) ?? "Present"})`,
    ),
    "",
    "Skills",
    person.skills.map(([name, years]) => `${name} (${years} yrs)`).join(", "),
  ];
  const name = `${person.firstName}-${person.lastName}-resume.pdf`.toLowerCase();
  const fileId = await storeFile(db, blobs, {
    key: blobKey("resumes", `seed-${row.candidateId}`, "resume.pdf"),
    bytes: demoResumePdf(lines),
    contentType: "application/pdf",
    kind: "resume",
    ownerId: row.userId,
    name,
  });
  await db.update(candidates).set({ resumeFileId: fileId }).where(eq(candidates.id, row.candidateId));
}
