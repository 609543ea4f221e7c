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
import type { CompanyDashboard } from "@shared/companies/dashboard-contracts";
import {
  applications,
  candidates,
  files,
  interviewQuestions,
  interviewTemplates,
  interviews,
  jobPostings,
  profiles,
  user,
} from "../schema";
import { signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { demoCandidates, demoCompanies } from "./demo-data";
import { demoWorkspaces } from "./demo-workspace-data";
import { seedDemo, type SeedResult } from "./seed-demo";
import { seedDemoMedia } from "./seed-demo-media";

describe.each(testDrivers())("npm run seed on %s", (driver) => {
  let t: TestApp;
  let database: TestApp["database"];
  let seeded: SeedResult;
  let blobs: BlobStore;
  let dir: string;
  const ffmpeg = { path: loadConfig({ NODE_ENV: "test" }).ffmpegPath || bundledFfmpegPath() };

  beforeAll(async () => {
    t = await createTestApp({ driver });
    database = t.database;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-seed-test-"));
    blobs = createBlobStore({ kind: "local", dir });
  });
  afterAll(async () => {
    await t?.close();
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
    seeded = first;
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
});
