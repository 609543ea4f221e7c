import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMatchDetail } from "@shared/matching/match-detail";
import { candidates, jobPostings, matchScores } from "../../../db/schema";
import { createCandidate, createCompany, signIn, uniqueIp } from "../../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import { multipartBody, tinyDocx, tinyPdf } from "../../../testing/test-files";
import { attachCandidateResume } from "../../../testing/candidate-fixtures";
import { extractResumeTextTask } from "./extract-resume-text-task";
import { readUnreadResumes } from "./read-unread-resumes";

describe.each(testDrivers())("a resume's text, read for matching, on %s", (driver) => {
  let t: TestApp;
  let postingId: string;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    const company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    const [posting] = await t.database.db
      .insert(jobPostings)
      .values({
        enterpriseId: company.enterpriseId,
        title: "Platform Engineer",
        description: "Clusters.",
        location: "Remote",
        locationType: "Remote",
        skills: ["Kubernetes"],
      })
      .returning({ id: jobPostings.id });
    postingId = posting!.id;
  }, 60_000);
  afterAll(() => t?.close());

  async function candidate() {
    const account = await createCandidate(t.database.db, { skills: "Figma" }, { emailVerified: true });
    const cookie = await signIn(t.app, account.email, undefined, uniqueIp());
    return { ...account, cookie };
  }
  const upload = (cookie: string, file: { filename: string; contentType: string; data: Buffer }) => {
    const body = multipartBody({}, file);
    return t.app.inject({
      method: "PUT",
      url: "/api/candidates/me/resume",
      payload: body.payload,
      headers: { ...body.headers, cookie },
      remoteAddress: uniqueIp(),
    });
  };
  const row = async (candidateId: string) =>
    (await t.database.db.select().from(candidates).where(eq(candidates.id, candidateId)))[0]!;
  const kubernetesSource = async (candidateId: string) => {
    const [match] = await t.database.db
      .select({ detail: matchScores.detail })
      .from(matchScores)
      .where(and(eq(matchScores.jobPostingId, postingId), eq(matchScores.candidateId, candidateId)));
    if (!match) return "no match yet";
    return decodeMatchDetail(match.detail).skills.find((skill) => skill.skill === "Kubernetes")?.source ?? null;
  };

  it("reads an uploaded PDF, so a skill named only in it is matched from the resume; a new DOCX replaces it", async () => {
    const me = await candidate();
    const pdf = await upload(me.cookie, {
      filename: "cv.pdf",
      contentType: "application/pdf",
      data: tinyPdf("Ran Kubernetes at scale"),
    });
    expect(pdf.statusCode).toBe(200);
    await expect
      .poll(async () => (await row(me.candidateId)).resumeText, { timeout: 20_000 })
      .toBe("Ran Kubernetes at scale");
    await expect.poll(() => kubernetesSource(me.candidateId), { timeout: 20_000 }).toBe("resume");

    const docx = await upload(me.cookie, {
      filename: "cv.docx",
      contentType: "application/octet-stream",
      data: tinyDocx("Designed checkout in Figma"),
    });
    expect(docx.statusCode).toBe(200);
    await expect
      .poll(async () => (await row(me.candidateId)).resumeText, { timeout: 20_000 })
      .toBe("Designed checkout in Figma");
    await expect.poll(() => kubernetesSource(me.candidateId), { timeout: 20_000 }).not.toBe("resume");
  }, 60_000);

  it("leaves no text for a file it cannot read, and never writes a replaced file's text", async () => {
    const me = await candidate();
    const damaged = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    expect(
      (await upload(me.cookie, { filename: "cv.pdf", contentType: "application/pdf", data: damaged })).statusCode,
    ).toBe(200);
    const oldFileId = (await row(me.candidateId)).resumeFileId!;
    await extractResumeTextTask.handler({ candidateId: me.candidateId, fileId: oldFileId }, t.app.services);
    expect((await row(me.candidateId)).resumeText).toBeNull();

    expect(
      (await upload(me.cookie, { filename: "cv.pdf", contentType: "application/pdf", data: tinyPdf("Kubernetes") }))
        .statusCode,
    ).toBe(200);
    await expect.poll(async () => (await row(me.candidateId)).resumeText, { timeout: 20_000 }).toBe("Kubernetes");
    // The same file queued again (a sweep before the worker ran) is not read again.
    const current = (await row(me.candidateId)).resumeFileId!;
    let reads = 0;
    const counting = {
      ...t.app.services,
      blobs: {
        ...t.app.services.blobs,
        get: (...args: Parameters<typeof t.app.services.blobs.get>) => {
          reads += 1;
          return t.app.services.blobs.get(...args);
        },
      },
    };
    await extractResumeTextTask.handler({ candidateId: me.candidateId, fileId: current }, counting);
    expect(reads).toBe(0);
    // A late task for the file it replaced finds it is no longer the resume.
    await extractResumeTextTask.handler({ candidateId: me.candidateId, fileId: oldFileId }, t.app.services);
    expect((await row(me.candidateId)).resumeText).toBe("Kubernetes");
  }, 60_000);

  it("reads, at start and daily, a resume stored before resumes were read, and then not again", async () => {
    const me = await candidate();
    const fileId = await attachCandidateResume(t.database.db, me.candidateId, t.app.services.blobs);
    expect((await row(me.candidateId)).resumeTextFileId).toBeNull();
    expect(await readUnreadResumes(t.app.services)).toBeGreaterThanOrEqual(1);
    // The fixture's file has no text to read: marked read all the same.
    await expect.poll(async () => (await row(me.candidateId)).resumeTextFileId, { timeout: 20_000 }).toBe(fileId);
    expect((await row(me.candidateId)).resumeText).toBeNull();
    const unread = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.id, me.candidateId), sql`resume_file_id is distinct from resume_text_file_id`));
    expect(unread).toEqual([]);
  }, 60_000);
});
