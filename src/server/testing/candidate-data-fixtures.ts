import { encodeMatchDetail } from "@shared/matching/match-detail";
import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { NETWORK_RUBRIC } from "@shared/evaluation/rubric";
import {
  answerTranscripts,
  answerWindows,
  applications,
  candidateSelfIdentifications,
  candidates,
  evaluationOverrides,
  evaluationRuns,
  evaluations,
  files,
  interviewFollowUps,
  interviewShareLinks,
  interviewerCalls,
  interviews,
  matchScores,
  profiles,
  recordingChunks,
  recordingQuestionMarks,
  recordingSegments,
  recordingSessions,
  reviewRequests,
  transcriptCorrectionRequests,
  transcriptCorrections,
  workExperience,
} from "../db/schema";
import { writeCandidateSkills } from "../domain/candidates/career/write-candidate-skills";
import { tinyPdf } from "./test-files";
import { blobKey, type BlobArea } from "../plugins/storage/blob-key";
import { createCandidate, createCompany, markEmailVerified, signIn, uniqueIp } from "./accounts-fixtures";
import { insertPosting } from "./company-candidate-fixtures";
import { storedMatch } from "./stored-match-fixtures";
import type { TestApp } from "./test-app";

export interface FilledCandidate {
  userId: string;
  candidateId: string;
  email: string;
  cookie: string;
  interviewId: string;
  /** Every blob of theirs, by key, with its bytes. */
  blobs: Map<string, Buffer>;
}

/**
 * A verified candidate with something in every table of theirs: avatar, resume, skills, work
 * history, a completed network interview (recording, poster, interview resume, feedback), its
 * recording session with a chunk, segment and question mark, and a share link.
 */
export async function fillCandidate(t: TestApp, tag: string): Promise<FilledCandidate> {
  const db = t.database.db;
  const { userId, candidateId, email } = await createCandidate(db, {
    firstName: `First${tag}`,
    lastName: `Last${tag}`,
  });
  await markEmailVerified(db, email);
  const cookie = await signIn(t.app, email, undefined, uniqueIp());
  const blobs = new Map<string, Buffer>();

  async function store(
    kind: "avatar" | "resume" | "recording" | "poster",
    area: BlobArea,
    bytes: Buffer,
    type: string,
  ) {
    const key = blobKey(area, `${tag}-${randomUUID()}`);
    await t.app.services.blobs.put(key, bytes, { contentType: type });
    blobs.set(key, bytes);
    const [row] = await db
      .insert(files)
      .values({
        ownerId: kind === "avatar" || kind === "resume" ? userId : null,
        kind,
        storageKey: key,
        contentType: type,
        byteSize: bytes.length,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  const avatarFileId = await store("avatar", "avatars", Buffer.from(`avatar of ${tag}`), "image/png");
  const resumeFileId = await store("resume", "resumes", tinyPdf(`Resume of ${tag}`), "application/pdf");
  await db
    .update(profiles)
    .set({ avatarFileId, bio: `Bio of ${tag}` })
    .where(eq(profiles.id, userId));
  await db.update(candidates).set({ resumeFileId }).where(eq(candidates.id, candidateId));
  await writeCandidateSkills(db, candidateId, [
    { name: `Skill ${tag}`, yearsExperience: 4 },
    { name: "TypeScript", yearsExperience: 6 },
  ]);
  await db.insert(workExperience).values({
    candidateId,
    position: `Engineer ${tag}`,
    companyName: `Employer ${tag}`,
    startDate: "2020-01-01",
  });
  // Registration made the network application; its interview is the one filled in here.
  const [application] = await db
    .update(applications)
    .set({ status: "completed" })
    .where(and(eq(applications.candidateId, candidateId), isNull(applications.jobPostingId)))
    .returning({ id: applications.id });
  const recordingFileId = await store("recording", "recordings", Buffer.from(`recording of ${tag}`), "video/mp4");
  const posterFileId = await store("poster", "posters", Buffer.from(`poster of ${tag}`), "image/jpeg");
  const interviewResumeId = await store("resume", "resumes", tinyPdf(`Interview resume ${tag}`), "application/pdf");
  const [interview] = await db
    .insert(interviews)
    .values({
      applicationId: application!.id,
      completed: true,
      questions: [{ text: `Question for ${tag}`, type: "open-ended", timeLimitSeconds: 60 }],
      questionStartSeconds: [0],
      recordingFileId,
      posterFileId,
      resumeFileId: interviewResumeId,
      durationSeconds: 12,
      feedback: `Feedback for ${tag}`,
      score: 7,
      followUpSeconds: 60,
      consentedAt: new Date(),
      completedAt: new Date(),
    })
    .returning({ id: interviews.id });
  const interviewId = interview!.id;
  const [recordingSession] = await db
    .insert(recordingSessions)
    .values({ interviewId, status: "finished", leaseToken: `lease-${tag}` })
    .returning({ id: recordingSessions.id });
  const sessionId = recordingSession!.id;
  const chunk = Buffer.from(`chunk of ${tag}`);
  const chunkKey = blobKey("recording-chunks", sessionId, "0-0");
  await t.app.services.blobs.put(chunkKey, chunk, { contentType: "application/octet-stream" });
  blobs.set(chunkKey, chunk);
  await db
    .insert(recordingSegments)
    .values({ sessionId, segmentIndex: 0, mimeType: "video/webm", joinedStartSeconds: 0, windowedUntilSeconds: 10 });
  await db.insert(recordingChunks).values({
    sessionId,
    segmentIndex: 0,
    seq: 0,
    blobKey: chunkKey,
    byteSize: chunk.length,
    sha256: createHash("sha256").update(chunk).digest("hex"),
  });
  await db.insert(recordingQuestionMarks).values({ sessionId, questionIndex: 0, segmentIndex: 0, offsetSeconds: 0 });
  await db.insert(interviewShareLinks).values({
    interviewId,
    tokenHash: createHash("sha256").update(`token ${tag} ${randomUUID()}`).digest("hex"),
    createdBy: userId,
  });
  await fillInterviewer(db, tag, interviewId, sessionId);
  await fillEvaluation(db, { tag, userId, interviewId, recordingFileId });
  await fillMatchingAndSelfIdentification(db, tag, candidateId);
  return { userId, candidateId, email, cookie, interviewId, blobs };
}

/** The AI interviewer: a window transcribed while they spoke, a refused follow-up, and the call's log. */
async function fillInterviewer(
  db: TestApp["database"]["db"],
  tag: string,
  interviewId: string,
  sessionId: string,
): Promise<void> {
  await db.insert(answerWindows).values({
    sessionId,
    interviewId,
    segmentIndex: 0,
    questionIndex: 0,
    startSeconds: 0,
    endSeconds: 10,
    status: "done",
    provider: "openai",
    text: `Window words of ${tag}`,
    words: [{ text: "Window", start: 0.5, end: 0.9 }],
  });
  const [followUp] = await db
    .insert(interviewFollowUps)
    .values({
      interviewId,
      sessionId,
      parentIndex: 0,
      baseNumber: 1,
      status: "refused",
      reason: "refused",
      checksFailed: ["too-long"],
      text: `Follow-up for ${tag}?`,
      timeLimitSeconds: 60,
      requestedAt: new Date(),
    })
    .returning({ id: interviewFollowUps.id });
  await db.insert(interviewerCalls).values({
    interviewId,
    sessionId,
    followUpId: followUp!.id,
    step: "follow-up",
    provider: "openai",
    latencyMs: 900,
    outcome: "refused",
  });
}

/** Decision 0052: a match against another company's posting, and their voluntary self-identification. */
async function fillMatchingAndSelfIdentification(
  db: TestApp["database"]["db"],
  tag: string,
  candidateId: string,
): Promise<void> {
  const company = await createCompany(db, {}, { emailVerified: true, status: "verified" });
  const posting = await insertPosting(db, company.enterpriseId, { title: `Matched role ${tag}` });
  await db.insert(matchScores).values(
    storedMatch({
      jobPostingId: posting.id,
      candidateId,
      score: 64,
      detail: encodeMatchDetail({
        skills: [
          {
            skill: "TypeScript",
            status: "met",
            years: 6,
            source: "profile",
            transcript: null,
            evidence: "claimed",
            excerpt: null,
          },
        ],
        level: { fit: "unknown", candidateYears: 6, postingLevel: null },
        title: { similarity: 0.5 },
        location: { fit: "compatible", postingType: "Remote" },
        evaluationScore: null,
        claimedSkills: null,
        breakdown: { skills: 50, level: 0, title: 7.5, location: 15 },
      }),
    }),
  );
  await db.insert(candidateSelfIdentifications).values({ candidateId, sex: "female", raceEthnicity: "asian" });
}

/** What an override's reason says: the company's own review, never in the candidate's export. */
export const overrideReasonOf = (tag: string) => `Internal override reason ${tag}`;

/**
 * The interview's AI evaluation (decision 0050) with a transcript, the candidate's correction and
 * an answered review request, plus what is not theirs: a company's override and the run log.
 */
async function fillEvaluation(
  db: TestApp["database"]["db"],
  input: { tag: string; userId: string; interviewId: string; recordingFileId: string },
): Promise<void> {
  const { tag, userId, interviewId, recordingFileId } = input;
  const [evaluation] = await db
    .insert(evaluations)
    .values({
      interviewId,
      recordingFileId,
      status: "done",
      provider: "openai",
      chatModel: "test-chat",
      transcribeModel: "test-whisper",
      rubricVersion: NETWORK_RUBRIC.version,
      rubric: NETWORK_RUBRIC,
      result: { questions: [] },
      overallScore: 70,
      summary: `Summary for ${tag}`,
      candidateSummary: `Candidate summary for ${tag}`,
      completedAt: new Date(),
    })
    .returning({ id: evaluations.id });
  const evaluationId = evaluation!.id;
  const words = [
    { text: `Answer`, start: 0, end: 0.5 },
    { text: tag, start: 0.5, end: 1 },
  ];
  await db.insert(answerTranscripts).values({
    evaluationId,
    interviewId,
    questionIndex: 0,
    provider: "openai",
    model: "test-whisper",
    rough: false,
    text: `Answer ${tag}`,
    words,
  });
  await db.insert(transcriptCorrections).values({
    interviewId,
    recordingFileId,
    questionIndex: 0,
    text: `Corrected ${tag}`,
    words,
    createdByUserId: userId,
  });
  await db.insert(transcriptCorrectionRequests).values({
    interviewId,
    recordingFileId,
    questionIndex: 0,
    enterpriseId: null,
    candidateUserId: userId,
    text: `Corrected at length ${tag}`,
    words,
    originalText: `Heard ${tag}`,
    changedWords: 3,
    status: "declined",
    decidedAt: new Date(),
  });
  await db.insert(reviewRequests).values({
    interviewId,
    enterpriseId: null,
    candidateUserId: userId,
    message: `Please review ${tag}`,
    status: "answered",
    response: `Reviewed ${tag}`,
    respondedAt: new Date(),
  });
  await db.insert(evaluationOverrides).values({
    evaluationId,
    score: 40,
    reason: overrideReasonOf(tag),
    byName: "A reviewer",
  });
  await db.insert(evaluationRuns).values({
    evaluationId,
    interviewId,
    step: "assess",
    provider: "openai",
    latencyMs: 10,
    outcome: "ok",
  });
}
