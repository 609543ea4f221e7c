import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, interviews } from "../../db/schema";
import { applyDirectly, callAs, insertPosting, signedInCompany } from "../../testing/company-candidate-fixtures";
import { fillCandidate, overrideReasonOf, type FilledCandidate } from "../../testing/candidate-data-fixtures";
import { readZip } from "../../testing/candidate-data-zip";
import { insertCompletedInterview, seedEvaluation } from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/**
 * Every field "Download my data" may write, by place in data.json. A field that is not here
 * fails the test: before adding it, decide whether it is the candidate's to read. Secrets
 * (credentials, tokens, storage keys) and what a company or the operators wrote for themselves
 * (decision 0030) never belong here.
 */
const EXPORTED_FIELDS: Record<string, string[]> = {
  "data.json": ["format", "exportedAt", "tables", "files", "filesNoLongerStored"],
  "files[]": ["id", "kind", "path", "contentType"],
  user: [
    "id",
    "name",
    "email",
    "emailVerified",
    "image",
    "userType",
    "role",
    "banned",
    "banReason",
    "banExpires",
    "createdAt",
    "updatedAt",
  ],
  session: ["id", "expiresAt", "ipAddress", "userAgent", "userId", "impersonatedBy", "createdAt", "updatedAt"],
  account: [
    "id",
    "accountId",
    "providerId",
    "userId",
    "accessTokenExpiresAt",
    "refreshTokenExpiresAt",
    "scope",
    "createdAt",
    "updatedAt",
  ],
  profiles: [
    "id",
    "userType",
    "firstName",
    "lastName",
    "email",
    "phone",
    "bio",
    "location",
    "website",
    "avatarFileId",
    "publicProfileEnabled",
    "notificationPreferences",
    "smsConsentAt",
    "marketingConsentAt",
    // When they first opened their dashboard (decision 0073): their own, so in their export.
    "firstDashboardVisitAt",
    "createdAt",
    "updatedAt",
  ],
  candidates: [
    "id",
    "profileId",
    "title",
    "skills",
    "experienceYears",
    "linkedinProfile",
    "preferredRoles",
    "resumeFileId",
    "resumeText",
    "resumeTextFileId",
    "education",
    "employerVisibility",
    "visibleIndustries",
    "createdAt",
    "updatedAt",
    "searchVector",
    "searchName",
    "searchLocation",
    "skillKeys",
    "poolEligible",
    "hasCompletedInterview",
    "networkReadInterviews",
    "networkUnreadInterview",
    "networkEvaluationScore",
  ],
  candidate_skills: ["id", "candidateId", "skillName", "yearsExperience"],
  work_experience: ["id", "candidateId", "position", "companyName", "startDate", "endDate", "description", "sortOrder"],
  applications: [
    "id",
    "candidateId",
    "jobPostingId",
    "status",
    "hiredStatus",
    "notHiredReason",
    "rerecordsUsed",
    "createdAt",
    "updatedAt",
  ],
  application_status_events: ["id", "applicationId", "status", "createdAt"],
  interviews: [
    "id",
    "applicationId",
    "interviewDate",
    "completed",
    "questions",
    "questionStartSeconds",
    "recordingFileId",
    "posterFileId",
    "resumeFileId",
    "durationSeconds",
    // The AI's score and summaries: only on the rows whose evaluation the candidate may read (decision 0050).
    "feedback",
    "score",
    "aiFeedback",
    "startedAt",
    "extraTimeSeconds",
    "consentedAt",
    // The candidate's own choice of a human-only review (decision 0050).
    "humanReviewOnly",
    "followUpSeconds",
    "completedAt",
    "createdAt",
    "updatedAt",
  ],
  interview_share_links: ["id", "interviewId", "createdBy", "createdAt", "revokedAt"],
  recording_sessions: [
    "id",
    "interviewId",
    "status",
    "leaseExpiresAt",
    "totalBytes",
    "manifest",
    "finishedAt",
    "processing",
    "requeuedAt",
    "createdAt",
    "updatedAt",
  ],
  recording_segments: ["id", "sessionId", "segmentIndex", "mimeType", "joinedStartSeconds", "createdAt"],
  recording_chunks: ["id", "sessionId", "segmentIndex", "seq", "byteSize", "sha256", "createdAt"],
  recording_question_marks: [
    "id",
    "sessionId",
    "questionIndex",
    "segmentIndex",
    "offsetSeconds",
    "chunkSeq",
    "createdAt",
  ],
  candidate_invitations: ["id", "jobPostingId", "candidateId", "createdAt"],
  files: ["id", "ownerId", "kind", "contentType", "byteSize", "sha256", "originalName", "createdAt"],
  // The AI evaluation (decision 0050): their words, the evaluation they may read, their own
  // corrections and review requests. A company's overrides and the run log are not theirs.
  answer_transcripts: [
    "id",
    "evaluationId",
    "interviewId",
    "questionIndex",
    "provider",
    "model",
    "rough",
    "text",
    "words",
    // Every word the transcriber heard with how sure it was, and what it kept (decision 0088).
    "heardWords",
    "confidenceThreshold",
    "confidentShare",
    "withheld",
    "createdAt",
    "searchVector",
    // Who may find the answer by its words (migration 0030): their own candidate id, the
    // company whose posting they applied to, their recording, and whether it is current.
    "candidateId",
    "audienceEnterpriseId",
    "recordingFileId",
    "evaluationCurrent",
  ],
  // The search's narrow copy of each answer (migration 0032): the same words and who may find them.
  answer_search: [
    "answerId",
    "candidateId",
    "interviewId",
    "questionIndex",
    "audienceEnterpriseId",
    "recordingFileId",
    "evaluationCurrent",
    "searchVector",
  ],
  evaluations: [
    "id",
    "interviewId",
    "recordingFileId",
    "status",
    "failureReason",
    "isCurrent",
    "provider",
    "chatModel",
    "transcribeModel",
    "rubricVersion",
    "rubric",
    "humanReviewOnly",
    "result",
    "overallScore",
    "summary",
    "candidateSummary",
    "createdAt",
    "updatedAt",
    "completedAt",
  ],
  transcript_corrections: [
    "id",
    "interviewId",
    "recordingFileId",
    "questionIndex",
    "text",
    "words",
    "createdByUserId",
    "createdAt",
    "searchVector",
  ],
  answer_windows: [
    "id",
    "sessionId",
    "interviewId",
    "segmentIndex",
    "questionIndex",
    "startSeconds",
    "endSeconds",
    "status",
    "provider",
    "model",
    "rough",
    "text",
    "words",
    "error",
    "createdAt",
  ],
  interview_follow_ups: [
    "id",
    "interviewId",
    "sessionId",
    "parentIndex",
    "baseNumber",
    "status",
    "reason",
    "checksFailed",
    "text",
    "criterionKey",
    "anchorQuote",
    "slotIndex",
    "timeLimitSeconds",
    "transcriptSeconds",
    "tailIncluded",
    "requestedAt",
    "answeredAt",
    "askedAt",
    "latencyMs",
  ],
  transcript_correction_requests: [
    "id",
    "interviewId",
    "recordingFileId",
    "questionIndex",
    "enterpriseId",
    "candidateUserId",
    "text",
    "words",
    "originalText",
    "changedWords",
    "status",
    "decidedAt",
    "createdAt",
  ],
  review_requests: [
    "id",
    "interviewId",
    "enterpriseId",
    "candidateUserId",
    "message",
    "status",
    "response",
    "respondedAt",
    "createdAt",
  ],
  // Decision 0052: their match to each posting with its reasons, and their own self-identification;
  // decision 0070: the AI score of their own interview that the posting's company sees beside it.
  match_scores: ["jobPostingId", "candidateId", "score", "aiScore", "reasons", "computedAt"],
  candidate_self_identifications: ["candidateId", "sex", "raceEthnicity", "createdAt", "updatedAt"],
};

const NOT_HIRED_NOTE = "Internal only: references were lukewarm";
const TEAM_NOTE = "Internal only: ask the team about salary";
const UNSHARED_SUMMARY = "Summary of a posting that keeps its AI feedback";
const SHARED_SUMMARY = "Summary of a posting that shares its AI feedback";
/** The AI's score and summaries copied onto the interview: the candidate's only where the evaluation is. */
const EVALUATION_FIELDS = ["score", "feedback", "aiFeedback"];

interface ExportData {
  tables: Record<string, Record<string, unknown>[]>;
  files: Record<string, unknown>[];
  [key: string]: unknown;
}

describe.each(testDrivers())("the fields of the candidate's export on %s", (driver) => {
  let t: TestApp;
  let candidate: FilledCandidate;
  let companyUserId: string;
  let zip: Map<string, Buffer>;
  let data: ExportData;
  let sharedInterviewId: string;
  let unsharedInterviewId: string;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    candidate = await fillCandidate(t, "delta");
    const company = await signedInCompany(t, "verified");
    companyUserId = company.userId;
    const asCompany = callAs(t, company.cookie);
    const applied = await insertPosting(t.database.db, company.enterpriseId, { title: "Applied role" });
    const invited = await insertPosting(t.database.db, company.enterpriseId, { title: "Invited role" });
    await applyDirectly(t.database.db, candidate.candidateId, applied.id);
    const [application] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.candidateId, candidate.candidateId), eq(applications.jobPostingId, applied.id)));
    // Everything a company keeps about the candidate, written through its own endpoints.
    const decided = await asCompany("PUT", `/api/companies/me/applications/${application!.id}/decision`, {
      decision: "not_hired",
      reason: "not_a_fit",
      note: NOT_HIRED_NOTE,
    });
    expect(decided.statusCode).toBe(200);
    const noted = await asCompany("POST", `/api/companies/me/candidates/${candidate.userId}/notes`, {
      text: TEAM_NOTE,
      applicationId: application!.id,
    });
    expect(noted.statusCode).toBe(201);
    const staged = await asCompany("PUT", `/api/companies/me/candidates/${candidate.userId}/pipeline-status`, {
      status: "shortlisted",
    });
    expect(staged.statusCode).toBe(200);
    const invitation = await asCompany("POST", `/api/companies/me/candidates/${candidate.userId}/invitations`, {
      postingId: invited.id,
    });
    expect(invitation.statusCode).toBe(201);

    // An evaluated interview for a posting that shares AI feedback with candidates, and one for a
    // posting that does not (decision 0050).
    sharedInterviewId = await insertCompletedInterview(t.database.db, application!.id);
    const unshared = await insertPosting(t.database.db, company.enterpriseId, {
      title: "Unshared role",
      shareAiFeedbackWithCandidates: false,
    });
    await applyDirectly(t.database.db, candidate.candidateId, unshared.id);
    const [unsharedApplication] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.candidateId, candidate.candidateId), eq(applications.jobPostingId, unshared.id)));
    unsharedInterviewId = await insertCompletedInterview(t.database.db, unsharedApplication!.id);
    for (const [interviewId, summary] of [
      [sharedInterviewId, SHARED_SUMMARY],
      [unsharedInterviewId, UNSHARED_SUMMARY],
    ] as const) {
      await seedEvaluation(t.database.db, interviewId, { summary, overallScore: 61 });
      await t.database.db
        .update(interviews)
        .set({ score: 61, feedback: summary, aiFeedback: { summary } })
        .where(eq(interviews.id, interviewId));
    }

    const response = await callAs(t, candidate.cookie)("GET", "/api/candidates/me/export");
    expect(response.statusCode).toBe(200);
    zip = readZip(response.rawPayload);
    data = JSON.parse(zip.get("data.json")!.toString("utf8")) as ExportData;
  }, 60_000);
  afterAll(async () => t?.close());

  it("writes only the fields on the allow list, with a row in every table so none goes unchecked", () => {
    const written: Record<string, string[]> = {
      "data.json": Object.keys(data),
      "files[]": [...new Set(data.files.flatMap((file) => Object.keys(file)))],
    };
    for (const [table, rows] of Object.entries(data.tables)) {
      expect(rows.length, `${table} has no row to check`).toBeGreaterThan(0);
      written[table] = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    }
    const notAllowed = Object.entries(written).flatMap(([place, fields]) =>
      fields.filter((field) => !EXPORTED_FIELDS[place]?.includes(field)).map((field) => `${place}.${field}`),
    );
    expect(notAllowed).toEqual([]);
    // And the list is not stale: each place on it is written.
    expect(Object.keys(written).sort()).toEqual(Object.keys(EXPORTED_FIELDS).sort());
  });

  it("holds nothing the company kept for itself: its note, team notes, pipeline status or who invited", () => {
    const everything = [...zip.values()].map((bytes) => bytes.toString("latin1")).join("\n");
    expect(everything).not.toContain(NOT_HIRED_NOTE);
    expect(everything).not.toContain(TEAM_NOTE);
    expect(everything).not.toContain("shortlisted");
    expect(everything).not.toContain("candidate_notes");
    expect(everything).not.toContain("candidate_pipeline_statuses");
    expect(everything).not.toContain(companyUserId);
    // A company's override of the AI evaluation is its own review; the run log is the operators'.
    expect(everything).not.toContain(overrideReasonOf("delta"));
    expect(everything).not.toContain("evaluation_overrides");
    expect(everything).not.toContain("evaluation_runs");
    // The decision itself is the candidate's: their application page shows it.
    const decided = data.tables.applications!.find((row) => row.hiredStatus === "not_hired");
    expect(decided).toMatchObject({ status: "rejected", notHiredReason: "not_a_fit" });
  });

  it("writes the AI's score and summaries of an interview only where the candidate may read its evaluation", () => {
    const rows = data.tables.interviews!;
    const byId = (id: string) => rows.find((row) => row.id === id);
    expect(byId(sharedInterviewId)).toMatchObject({ score: 61, feedback: SHARED_SUMMARY });
    const unshared = byId(unsharedInterviewId);
    expect(unshared).toBeDefined();
    expect(Object.keys(unshared!).filter((field) => EVALUATION_FIELDS.includes(field))).toEqual([]);
    // The rest of the row is theirs either way.
    expect(unshared).toMatchObject({ completed: true, questions: expect.any(Array) });
    // Nor does the evaluation itself reach them, anywhere in the zip.
    const everything = [...zip.values()].map((bytes) => bytes.toString("utf8")).join("\n");
    expect(everything).toContain(SHARED_SUMMARY);
    expect(everything).not.toContain(UNSHARED_SUMMARY);
    expect(data.tables.evaluations!.map((row) => row.interviewId)).not.toContain(unsharedInterviewId);
  });
});
