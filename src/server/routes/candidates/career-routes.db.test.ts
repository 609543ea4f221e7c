import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { CAREER_NOT_FOUND, careerMessages, latestDateAnywhere } from "@shared/candidates/career-contracts";
import { MY_RESUME_NOT_FOUND } from "@shared/candidates/resume-contracts";
import { interviewResumeMessages } from "@shared/interviews/interview-resume";
import { candidates, files } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { assertBlobKey } from "../../plugins/storage/blob-key";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { largePdf, multipartBody, tinyDocx, tinyPdf } from "../../testing/test-files";

type Caller = "anonymous" | "unverified candidate" | "company pending" | "company verified" | "admin";
type Upload = { filename: string; contentType: string; data: Buffer };

const WIZARD_SKILLS = [
  { name: "LLM evaluation", yearsExperience: 0 },
  { name: "PyTorch", yearsExperience: 0 },
  { name: "RAG", yearsExperience: 0 },
];
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const job = (overrides: Record<string, unknown> = {}) => ({
  position: "Engineer",
  companyName: "Acme",
  startDate: "2020-01-01",
  endDate: "2022-06-30",
  description: "Built things.",
  ...overrides,
});

describe.each(testDrivers())("the candidate's resume and career form on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string | undefined>;

  const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });
  const upload = (cookie: string | undefined, file: Upload) => {
    const body = multipartBody({}, file);
    return t.app.inject({
      method: "PUT",
      url: "/api/candidates/me/resume",
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: uniqueIp(),
    });
  };

  async function freshCandidate() {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    return { cookie, candidateId: row!.id, userId: account.userId };
  }

  async function blobKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of t.app.services.blobs.list("resumes/")) keys.push(key);
    return keys;
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const accounts = {
      "unverified candidate": await createCandidate(db),
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
  });

  it("refuses every endpoint to anyone but a verified candidate", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const requests: [string, (cookie: string | undefined) => ReturnType<typeof call>][] = [
      ["get", (c) => call("GET", "/api/candidates/me/career", c)],
      ["education", (c) => call("PUT", "/api/candidates/me/career/education", c, { education: "BSc" })],
      ["skills", (c) => call("PUT", "/api/candidates/me/career/skills", c, { skills: [] })],
      ["add", (c) => call("POST", "/api/candidates/me/career/experience", c, job())],
      ["edit", (c) => call("PUT", `/api/candidates/me/career/experience/${id}`, c, job())],
      ["delete", (c) => call("DELETE", `/api/candidates/me/career/experience/${id}`, c)],
      ["order", (c) => call("PUT", "/api/candidates/me/career/experience-order", c, { ids: [] })],
      ["download", (c) => call("GET", "/api/candidates/me/resume", c)],
      ["upload", (c) => upload(c, { filename: "cv.pdf", contentType: "application/pdf", data: tinyPdf() })],
    ];
    const expected: Record<Caller, [number, string]> = {
      anonymous: [401, accessMessages.signInRequired],
      "unverified candidate": [403, accessMessages.emailNotVerified],
      "company pending": [403, accessMessages.onlyFor("candidate")],
      "company verified": [403, accessMessages.onlyFor("candidate")],
      admin: [403, accessMessages.onlyFor("candidate")],
    };
    const before = await blobKeys();
    for (const [caller, [status, message]] of Object.entries(expected)) {
      for (const [name, send] of requests) {
        const response = await send(cookies[caller as Caller]);
        expect({ caller, name, status: response.statusCode }).toEqual({ caller, name, status });
        expect(response.json().message).toBe(message);
      }
    }
    expect(await blobKeys()).toEqual(before);
  });

  it("starts with only the wizard's skills for a new candidate, with no resume to download", async () => {
    const me = await freshCandidate();
    const response = await call("GET", "/api/candidates/me/career", me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resume: null,
      education: "",
      // The registration fixture's "PyTorch, RAG, LLM evaluation", not yet rated in years (decision 0043).
      skills: WIZARD_SKILLS,
      experience: [],
    });
    const download = await call("GET", "/api/candidates/me/resume", me.cookie);
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe(MY_RESUME_NOT_FOUND);
  });

  it("uploads a resume, serves it back identical and safely, and replacing it deletes the old blob", async () => {
    const me = await freshCandidate();
    const pdf = tinyPdf("Ada Lovelace");
    const first = await upload(me.cookie, { filename: 'my "cv"\r\n.pdf', contentType: "application/pdf", data: pdf });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ contentType: "application/pdf", byteSize: pdf.length });
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, me.candidateId));
    const [stored] = await t.database.db.select().from(files).where(eq(files.id, row!.resumeFileId!));
    expect(stored).toMatchObject({ kind: "resume", ownerId: me.userId, byteSize: pdf.length });

    const download = await call("GET", "/api/candidates/me/resume", me.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    const disposition = String(download.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).not.toMatch(/[\r\n]/);

    const docx = tinyDocx("Ada");
    const second = await upload(me.cookie, {
      filename: "cv.docx",
      contentType: "application/octet-stream",
      data: docx,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ originalName: "cv.docx", byteSize: docx.length });
    assertBlobKey(stored!.storageKey);
    expect(await t.app.services.blobs.stat(stored!.storageKey)).toBeNull();
    expect(await t.database.db.select().from(files).where(eq(files.id, stored!.id))).toEqual([]);
    const again = await call("GET", "/api/candidates/me/resume", me.cookie);
    expect(again.rawPayload.equals(docx)).toBe(true);
    expect(String(again.headers["content-disposition"])).toContain("cv.docx");

    const doc = Buffer.alloc(4096);
    Buffer.from(CFB_MAGIC).copy(doc);
    const third = await upload(me.cookie, { filename: "cv.doc", contentType: "application/msword", data: doc });
    expect(third.statusCode).toBe(200);
    const career = (await call("GET", "/api/candidates/me/career", me.cookie)).json();
    expect(career.resume).toMatchObject({ originalName: "cv.doc", byteSize: 4096 });
  });

  it("refuses a wrong type judged by the bytes, a script named .pdf and an oversized file, keeping the old resume", async () => {
    const me = await freshCandidate();
    const pdf = tinyPdf("Kept");
    expect(
      (await upload(me.cookie, { filename: "cv.pdf", contentType: "application/pdf", data: pdf })).statusCode,
    ).toBe(200);
    const keysBefore = await blobKeys();
    const refusals: [Upload, number, string][] = [
      [
        {
          filename: "photo.pdf",
          contentType: "application/pdf",
          data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.alloc(64)]),
        },
        415,
        interviewResumeMessages.type,
      ],
      [
        { filename: "cv.pdf", contentType: "application/pdf", data: Buffer.from("#!/bin/sh\nrm -rf /\n") },
        415,
        interviewResumeMessages.type,
      ],
      [
        {
          filename: "cv.pdf",
          contentType: "application/pdf",
          data: Buffer.from("<html><script>alert(1)</script></html>"),
        },
        415,
        interviewResumeMessages.type,
      ],
      [
        { filename: "cv.pdf", contentType: "application/pdf", data: largePdf(5 * 1024 * 1024 + 1) },
        413,
        interviewResumeMessages.size,
      ],
    ];
    for (const [file, status, message] of refusals) {
      const response = await upload(me.cookie, file);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await blobKeys()).toEqual(keysBefore);
    const download = await call("GET", "/api/candidates/me/resume", me.cookie);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("stores education and skills with years, unique by name ignoring case, and keeps the plain list in step", async () => {
    const me = await freshCandidate();
    const education = await call("PUT", "/api/candidates/me/career/education", me.cookie, {
      education: "  BSc Computer Science, MIT  ",
    });
    expect(education.statusCode).toBe(200);
    expect(education.json().education).toBe("BSc Computer Science, MIT");

    const duplicate = await call("PUT", "/api/candidates/me/career/skills", me.cookie, {
      skills: [
        { name: "TypeScript", yearsExperience: 5 },
        { name: "typescript ", yearsExperience: 2 },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(careerMessages.skillDuplicate);
    const badYears = await call("PUT", "/api/candidates/me/career/skills", me.cookie, {
      skills: [{ name: "Go", yearsExperience: -1 }],
    });
    expect(badYears.statusCode).toBe(400);
    expect(badYears.json().message).toBe(careerMessages.yearsInvalid);

    const saved = await call("PUT", "/api/candidates/me/career/skills", me.cookie, {
      skills: [
        { name: "Python", yearsExperience: 3 },
        { name: " TypeScript ", yearsExperience: 5 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().skills).toEqual([
      { name: "TypeScript", yearsExperience: 5 },
      { name: "Python", yearsExperience: 3 },
    ]);
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, me.candidateId));
    expect([...row!.skills].sort()).toEqual(["Python", "TypeScript"]);

    const removed = await call("PUT", "/api/candidates/me/career/skills", me.cookie, {
      skills: [{ name: "Python", yearsExperience: 4 }],
    });
    expect(removed.json().skills).toEqual([{ name: "Python", yearsExperience: 4 }]);
    const reread = (await call("GET", "/api/candidates/me/career", me.cookie)).json();
    expect(reread).toMatchObject({
      education: "BSc Computer Science, MIT",
      skills: [{ name: "Python", yearsExperience: 4 }],
    });
  });

  it("adds, edits, orders and deletes work experience, with dates checked", async () => {
    const me = await freshCandidate();
    const first = await call("POST", "/api/candidates/me/career/experience", me.cookie, job());
    expect(first.statusCode).toBe(201);
    const second = await call(
      "POST",
      "/api/candidates/me/career/experience",
      me.cookie,
      job({ position: "Lead", companyName: "Beta", startDate: "2022-07-01", endDate: null, description: "" }),
    );
    const listed = second.json().experience;
    expect(listed.map((entry: { position: string }) => entry.position)).toEqual(["Lead", "Engineer"]);
    expect(listed[0]).toMatchObject({ endDate: null, description: null });
    const [lead, engineer] = listed as { id: string }[];

    const reordered = await call("PUT", "/api/candidates/me/career/experience-order", me.cookie, {
      ids: [engineer!.id, lead!.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().experience.map((entry: { id: string }) => entry.id)).toEqual([engineer!.id, lead!.id]);
    const partial = await call("PUT", "/api/candidates/me/career/experience-order", me.cookie, { ids: [lead!.id] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().message).toBe(careerMessages.orderMismatch);

    const edited = await call(
      "PUT",
      `/api/candidates/me/career/experience/${engineer!.id}`,
      me.cookie,
      job({ position: "Senior Engineer" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().experience[0]).toMatchObject({ id: engineer!.id, position: "Senior Engineer" });

    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(future > latestDateAnywhere()).toBe(true);
    const checks: [Record<string, unknown>, string][] = [
      [{ startDate: future, endDate: null }, careerMessages.startInFuture],
      [{ endDate: future }, careerMessages.endInFuture],
      [{ startDate: "2021-01-01", endDate: "2020-01-01" }, careerMessages.endBeforeStart],
      [{ position: " " }, careerMessages.positionRequired],
      [{ startDate: "2021-02-30" }, careerMessages.dateInvalid],
    ];
    for (const [overrides, message] of checks) {
      const response = await call("POST", "/api/candidates/me/career/experience", me.cookie, job(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }

    const deleted = await call("DELETE", `/api/candidates/me/career/experience/${lead!.id}`, me.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().experience.map((entry: { id: string }) => entry.id)).toEqual([engineer!.id]);
    const gone = await call("DELETE", `/api/candidates/me/career/experience/${lead!.id}`, me.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CAREER_NOT_FOUND);
  });

  it("never lets one candidate read or change another's resume or career", async () => {
    const owner = await freshCandidate();
    const other = await freshCandidate();
    const pdf = tinyPdf("Owner");
    await upload(owner.cookie, { filename: "owner.pdf", contentType: "application/pdf", data: pdf });
    const added = await call("POST", "/api/candidates/me/career/experience", owner.cookie, job());
    const ownerJob = added.json().experience[0].id as string;

    const edit = await call(
      "PUT",
      `/api/candidates/me/career/experience/${ownerJob}`,
      other.cookie,
      job({ position: "Hacked" }),
    );
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(CAREER_NOT_FOUND);
    const remove = await call("DELETE", `/api/candidates/me/career/experience/${ownerJob}`, other.cookie);
    expect(remove.statusCode).toBe(404);
    const order = await call("PUT", "/api/candidates/me/career/experience-order", other.cookie, { ids: [ownerJob] });
    expect(order.statusCode).toBe(404);
    const otherDownload = await call("GET", "/api/candidates/me/resume", other.cookie);
    expect(otherDownload.statusCode).toBe(404);
    expect((await call("GET", "/api/candidates/me/career", other.cookie)).json()).toEqual({
      resume: null,
      education: "",
      skills: WIZARD_SKILLS,
      experience: [],
    });

    const ownerView = (await call("GET", "/api/candidates/me/career", owner.cookie)).json();
    expect(ownerView.experience).toEqual([expect.objectContaining({ id: ownerJob, position: "Engineer" })]);
    expect((await call("GET", "/api/candidates/me/resume", owner.cookie)).rawPayload.equals(pdf)).toBe(true);
  });
});
