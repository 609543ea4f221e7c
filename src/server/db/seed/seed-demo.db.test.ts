import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses } from "@shared/applications/company-application-contracts";
import type { BlobKey } from "../../plugins/storage/blob-store";
import { blobKey } from "../../plugins/storage/blob-key";
import { extractAnswerAudio } from "../../plugins/media/extract-answer-audio";
import { measureSpeech } from "../../plugins/media/measure-speech";
import type { InterviewWatch } from "@shared/interviews/watch-contracts";
import type { CompanyDashboard } from "@shared/companies/dashboard-contracts";
import type { FairnessReport } from "@shared/fairness/fairness-report-contracts";
import {
  applications,
  candidates,
  companyMembers,
  enterprises,
  files,
  interviewQuestions,
  interviewTemplates,
  interviews,
  jobPostings,
  recordingSessions,
  user,
} from "../schema";
import { signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { demoCandidates, demoCompanies } from "./demo-data";
import { demoWorkspaces } from "./demo-workspace-data";
import { seedDemo, type SeedResult } from "./seed-demo";
import { demoFairnessHistory } from "./seed-demo-fairness";
import { seedDemoMedia } from "./seed-demo-media";

describe.each(testDrivers())("npm run seed on %s", (driver) => {
  let t: TestApp;
  let database: TestApp["database"];
  let seeded: SeedResult;

  beforeAll(async () => {
    // The demo recordings are a test pattern with a tone: their evaluations (queued with each
    // recording, decision 0050) run without a transcriber here, so they do not compete with the
    // seeding for the CPU.
    t = await createTestApp({ driver });
    database = t.database;
  });
  afterAll(async () => {
    await t?.close();
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
    seeded = first;
    expect(first.seeded).toBe(true);
    // The first words of each answer: the same pipeline as `npm run seed`, in less time.
    const media = await seedDemoMedia(t.app.services, { briefAnswers: true });
    expect(media.resumes).toBe(demoCandidates.length);
    const interviewed = demoCandidates.filter((person) => person.interview).length;
    expect(media.recordings).toBe(interviewed);
    expect(media.toneRecordings).toBe(0);
    const before = await totals();

    expect((await seedDemo(database.db, "Demo!Passw0rd")).seeded).toBe(false);
    expect(await seedDemoMedia(t.app.services, { briefAnswers: true })).toEqual({
      resumes: 0,
      recordings: 0,
      toneRecordings: 0,
    });
    expect(await totals()).toEqual(before);

    // Every application status appears, and a rejection carries the reason the candidate may see.
    const statuses = await database.db.selectDistinct({ status: applications.status }).from(applications);
    expect(statuses.map((row) => row.status).sort()).toEqual([...applicationStatuses].sort());
    const [rejected] = await database.db.select().from(applications).where(eq(applications.status, "rejected"));
    expect(rejected!.notHiredReason).not.toBeNull();

    // Each verified company opens /interview-customization on a template of its own (decision 0033).
    const templates = await database.db.select().from(interviewTemplates);
    const demoTemplates = [
      ...Object.values(demoWorkspaces).map((workspace) => workspace.template),
      ...demoCompanies.flatMap((company) => company.postings.flatMap((posting) => posting.template ?? [])),
    ];
    expect(templates.map((template) => template.name).sort()).toEqual(demoTemplates.map((t) => t.name).sort());
    expect(await database.db.select().from(interviewQuestions)).toHaveLength(
      demoTemplates.reduce((sum, template) => sum + template.questions.length, 0),
    );

    // Applying to a posting with questions of its own gives a pending interview asking a copy of
    // them; applications to any other posting reuse the network interview and have none.
    const ownInterviews = await database.db
      .select({ status: applications.status, templateId: jobPostings.interviewTemplateId, interview: interviews })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId));
    expect(ownInterviews.length).toBeGreaterThan(0);
    for (const row of ownInterviews) {
      expect(row.status).toBe("interview_scheduled");
      expect(row.interview.completed).toBe(false);
      const asked = await database.db
        .select({ text: interviewQuestions.text })
        .from(interviewQuestions)
        .where(eq(interviewQuestions.templateId, row.templateId!))
        .orderBy(interviewQuestions.position);
      expect(row.interview.questions.map((question) => question.text)).toEqual(asked.map((question) => question.text));
    }

    // Each candidate has a resume that is a real PDF in the BlobStore.
    const resumes = await database.db
      .select({ key: files.storageKey })
      .from(candidates)
      .innerJoin(files, eq(files.id, candidates.resumeFileId));
    expect(resumes).toHaveLength(demoCandidates.length);
    const resume = await t.app.services.blobs.get(resumes[0]!.key as BlobKey);
    const head: Buffer[] = [];
    for await (const chunk of resume!.stream) head.push(chunk as Buffer);
    expect(Buffer.concat(head).subarray(0, 5).toString()).toBe("%PDF-");

    // Each interviewed candidate's network interview was recorded through the recorder's
    // pipeline: one finished session, finalized, and no chunk left behind.
    const sessions = await database.db
      .select({ session: recordingSessions, interview: interviews })
      .from(recordingSessions)
      .innerJoin(interviews, eq(interviews.id, recordingSessions.interviewId));
    expect(sessions).toHaveLength(interviewed);
    for (const { session, interview } of sessions) {
      expect(session).toMatchObject({ status: "finished", processing: "ready", totalBytes: expect.any(Number) });
      expect(interview.completed).toBe(true);
      expect(interview.durationSeconds).toBeGreaterThanOrEqual(interview.questions.length * 2 - 1);
      expect(interview.questionStartSeconds).toHaveLength(interview.questions.length);
      const leftovers: string[] = [];
      for await (const key of t.app.services.blobs.list(`recording-chunks/${session.id}/`)) leftovers.push(key);
      expect(leftovers).toEqual([]);
    }

    // Each answer is speech (decision 0078): the offline provider measures the candidate speaking.
    const [{ session, interview }] = sessions as [(typeof sessions)[number]];
    const spoken = await spokenSecondsPerAnswer(session.id, interview.questionStartSeconds, interview.durationSeconds!);
    expect(spoken).toHaveLength(interview.questions.length);
    for (const seconds of spoken) expect(seconds).toBeGreaterThan(1);
  });

  /** How long speech runs in each answer of a finished recording, as the offline provider measures it. */
  it("gives every demo company exactly one Owner, its login, joined when it registered (decision 0079)", async () => {
    const rows = await database.db
      .select({
        profileId: enterprises.profileId,
        createdAt: enterprises.createdAt,
        member: companyMembers.profileId,
        role: companyMembers.role,
        joinedAt: companyMembers.createdAt,
      })
      .from(enterprises)
      .leftJoin(companyMembers, eq(companyMembers.enterpriseId, enterprises.id));
    expect(rows).toHaveLength(demoCompanies.length);
    for (const row of rows) {
      expect(row).toMatchObject({ member: row.profileId, role: "owner", joinedAt: row.createdAt });
    }
  });

  async function spokenSecondsPerAnswer(sessionId: string, starts: (number | null)[], duration: number) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "onetake-seed-speech-"));
    try {
      const recording = await t.app.services.blobs.get(blobKey("recordings", sessionId, "recording.webm"));
      const recordingPath = path.join(dir, "recording.webm");
      await writeFile(recordingPath, recording!.stream);
      const answers = await extractAnswerAudio(
        { path: t.config.ffmpegPath },
        { recordingPath, questionStarts: starts, totalDurationSeconds: duration, outputDir: dir },
      );
      return await Promise.all(answers.map(async (answer) => (await measureSpeech(answer.wavPath)).speechSeconds));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it("lets a verified company watch a seeded recording: ready, a chapter per question, video and poster bytes", async () => {
    const company = demoCompanies.findIndex((candidate) => candidate.status === "verified");
    const cookie = await signIn(t.app, seeded.companyEmails[company]!, "Demo!Passw0rd", uniqueIp());
    const [recorded] = await database.db
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(and(isNull(applications.jobPostingId), eq(interviews.completed, true)))
      .limit(1);
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
    const watchResponse = await get(`/api/interviews/${recorded!.id}/watch`);
    expect(watchResponse.statusCode).toBe(200);
    const watch = watchResponse.json<InterviewWatch>();
    expect(watch.status).toBe("ready");
    expect(watch.completedAt).not.toBeNull();
    expect(watch.durationSeconds).toBeGreaterThan(0);
    expect(watch.chapters.length).toBeGreaterThan(1);
    expect(watch.chapters.every((chapter) => chapter.startSeconds !== null)).toBe(true);

    const video = await get(watch.recordingUrl!);
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toContain("video/webm");
    expect(video.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const poster = await get(watch.posterUrl!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers["content-type"]).toContain("image/jpeg");
    expect(poster.rawPayload.length).toBeGreaterThan(0);
  });

  it("shows each verified demo company a lived-in workspace through the API", { timeout: 60_000 }, async () => {
    const verified = demoCompanies.filter((company) => company.status === "verified");
    expect(verified.length).toBeGreaterThan(0);
    for (const [index, company] of verified.entries()) {
      const cookie = await signIn(t.app, seeded.companyEmails[index]!, "Demo!Passw0rd", uniqueIp());
      const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

      const dashboardResponse = await get("/api/companies/me/dashboard");
      expect(dashboardResponse.statusCode).toBe(200);
      const dashboard = dashboardResponse.json<CompanyDashboard>();
      expect(dashboard.figures.totalCandidates, company.companyName).toBeGreaterThan(0);
      expect(dashboard.figures.interviewed, company.companyName).toBeGreaterThan(0);
      expect(dashboard.figures.openPositions, company.companyName).toBeGreaterThan(0);
      expect(dashboard.internalPostings).toHaveLength(1);
      expect(dashboard.setup.steps.find((step) => step.step === "template")?.done).toBe(true);

      const postings = await get("/api/companies/me/postings?visibility=all&tab=all");
      expect(postings.statusCode).toBe(200);
      const titles = postings.json<{ items: { title: string }[] }>().items.map((item) => item.title);
      const workspace = demoWorkspaces[company.companyName]!;
      expect(titles.sort()).toEqual(
        [...company.postings.map((posting) => posting.title), workspace.internalPosting.title].sort(),
      );
      const internal = await get("/api/companies/me/postings?visibility=internal&tab=all");
      expect(internal.json<{ items: { title: string }[] }>().items.map((item) => item.title)).toEqual([
        workspace.internalPosting.title,
      ]);

      // Team notes sit on its applicants; a few pool candidates have a pipeline stage; one is invited.
      const applicants = [...new Set(dashboard.recentApplicants.map((applicant) => applicant.candidateProfileId))];
      let notes = 0;
      for (const profileId of applicants) {
        const response = await get(`/api/companies/me/candidates/${profileId}/notes`);
        expect(response.statusCode).toBe(200);
        notes += response.json<{ items: unknown[] }>().items.length;
      }
      expect(notes, company.companyName).toBe(workspace.notes.length);
      const shortlisted = await get("/api/candidates?pipelineStatus=shortlisted");
      expect(shortlisted.statusCode).toBe(200);
      expect(shortlisted.json<{ items: unknown[] }>().items).toHaveLength(1);
      const pool = await get("/api/candidates");
      const profiles = pool.json<{ items: { profileId: string }[] }>().items.map((item) => item.profileId);
      let invited = 0;
      for (const profileId of profiles) {
        const response = await get(`/api/companies/me/candidates/${profileId}/invitations`);
        expect(response.statusCode).toBe(200);
        const offered = response.json<{ postings: { invitedAt: string | null }[] }>().postings;
        invited += offered.filter((posting) => posting.invitedAt !== null).length;
      }
      expect(invited, company.companyName).toBe(1);
    }
  });

  it("shows the demo company a fairness report of whole closed months with figures in it", async () => {
    const index = demoCompanies.findIndex((company) => company.companyName === demoFairnessHistory.companyName);
    const cookie = await signIn(t.app, seeded.companyEmails[index]!, "Demo!Passw0rd", uniqueIp());
    const response = await t.app.inject({
      method: "GET",
      url: "/api/companies/me/fairness-report",
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<FairnessReport>();
    // The two older months hold 20 decisions or more and are counted; the newest, if it has
    // closed (from the second day of a month), holds too few and says so.
    const [first, second, third] = demoFairnessHistory.decisionsPerMonth;
    expect(report.period!.months.filter((month) => month.included)).toHaveLength(2);
    expect(report.period!.months.filter((month) => !month.included).map((month) => month.leftOut)).toEqual(
      report.period!.months.length === 3 ? ["too_few_decisions"] : [],
    );
    expect(report.totals.decided).toBe(first + second);
    expect(third).toBeLessThan(20);
    const sex = report.tables.find((table) => table.dimension === "sex")!;
    for (const key of ["female", "male"]) {
      const selection = sex.groups.find((group) => group.key === key)!.selection;
      expect(selection.total, key).toBeGreaterThanOrEqual(5);
      expect(selection.rate, key).not.toBeNull();
    }
  });
});
