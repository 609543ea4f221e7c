import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { applications, candidates, files, interviews, profiles } from "../schema";
import { type Ffmpeg, runFfmpeg } from "../../plugins/media/ffmpeg";
import { makePoster } from "../../plugins/media/make-poster";
import { probeDuration } from "../../plugins/media/probe-duration";
import { blobKey } from "../../plugins/storage/blob-key";
import type { BlobKey, BlobStore } from "../../plugins/storage/blob-store";
import { demoCandidates, type DemoCandidate } from "./demo-data";
import { demoResumePdf } from "./demo-resume-pdf";
import { candidateEmail } from "./seed-demo";

/** Seconds of each demo recording: long enough to show chapters, short enough to encode in about a second. */
const RECORDING_SECONDS = 12;
const PATTERNS = ["testsrc2", "smptebars", "rgbtestsrc", "testsrc"] as const;

export interface MediaSeedResult {
  resumes: number;
  recordings: number;
}

/**
 * Gives each demo candidate a resume and each completed demo interview a real recording: an
 * MP4 made with ffmpeg, its poster and duration, and where each question begins, stored through
 * the BlobStore with their files rows as the finalize task leaves them. Only what is missing is
 * made, so running it again adds nothing.
 */
export async function seedDemoMedia(db: Db, blobs: BlobStore, ffmpeg: Ffmpeg): Promise<MediaSeedResult> {
  const result: MediaSeedResult = { resumes: 0, recordings: 0 };
  const emails = demoCandidates.map((person) => candidateEmail(person.firstName, person.lastName));
  const rows = await db
    .select({
      userId: profiles.id,
      email: profiles.email,
      candidateId: candidates.id,
      resumeFileId: candidates.resumeFileId,
    })
    .from(profiles)
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
      const pending = await db
        .select({ id: interviews.id, questions: interviews.questions })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .where(
          and(
            eq(applications.candidateId, row.candidateId),
            isNull(applications.jobPostingId),
            eq(interviews.completed, true),
            isNull(interviews.recordingFileId),
          ),
        );
      for (const interview of pending) {
        await storeRecording(db, blobs, ffmpeg, scratch, { ...interview, userId: row.userId, index });
        result.recordings += 1;
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return result;
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

async function storeRecording(
  db: Db,
  blobs: BlobStore,
  ffmpeg: Ffmpeg,
  scratch: string,
  interview: { id: string; questions: unknown[]; userId: string; index: number },
): Promise<void> {
  const video = path.join(scratch, `${interview.id}.mp4`);
  const poster = path.join(scratch, `${interview.id}.jpg`);
  const pattern = PATTERNS[interview.index % PATTERNS.length]!;
  await runFfmpeg(ffmpeg, [
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
    `sine=frequency=${330 + interview.index * 55}`,
    "-t",
    String(RECORDING_SECONDS),
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-movflags",
    "+faststart",
    video,
  ]);
  await makePoster(ffmpeg, video, poster);
  const duration = await probeDuration(ffmpeg, video);
  const count = Math.max(1, interview.questions.length);
  const questionStartSeconds = Array.from({ length: count }, (_, i) => Math.round(((duration * i) / count) * 10) / 10);
  const recordingFileId = await storeFile(db, blobs, {
    key: blobKey("recordings", `seed-${interview.id}`, "recording.mp4"),
    bytes: await readFile(video),
    contentType: "video/mp4",
    kind: "recording",
    ownerId: interview.userId,
  });
  const posterFileId = await storeFile(db, blobs, {
    key: blobKey("posters", `seed-${interview.id}`, "poster.jpg"),
    bytes: await readFile(poster),
    contentType: "image/jpeg",
    kind: "poster",
    ownerId: interview.userId,
  });
  await db
    .update(interviews)
    .set({
      recordingFileId,
      posterFileId,
      durationSeconds: Math.round(duration),
      questionStartSeconds,
      consentedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(interviews.id, interview.id));
}
