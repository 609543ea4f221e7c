import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_NOT_FOUND, applyMessages, rejectReasonLabels } from "@shared/applications/contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { applications, candidates, files, jobPostings } from "../../db/schema";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import { makeRawWebm } from "../../testing/media/test-media";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { insertInterviewTemplate, postingInput } from "../../testing/posting-fixtures";
import { newLeaseToken, recordingClient } from "../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { tinyPng } from "../../testing/tiny-png";
import { multipartBody } from "../../testing/test-files";

const WEBM = "video/webm;codecs=vp8,opus";

type Caller = "anonymous" | "other candidate" | "company pending" | "company verified" | "admin";
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface BoardItem {
  id: string;
  title: string;
  companyLogoUrl: string | null;
  applicationId: string | null;
}

describe.each(testDrivers())("the job board and applications on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let webm: Buffer;
  const cookies = {} as Record<Caller, string | undefined>;
  const { inject, startAttempt, lease, putAndFinish } = recordingClient(() => t, { mimeType: WEBM });
  const get = (url: string, cookie: string | undefined) => inject({ method: "GET", url, cookie });
  const apply = (cookie: string | undefined, postingId: string) =>
    inject({ method: "POST", url: `/api/postings/${postingId}/applications`, cookie, payload: {} });

  let verifiedCompany: string;
  let pendingCompany: string;
  const posting = async (
    title: string,
    values: Partial<typeof jobPostings.$inferInsert> = {},
    enterpriseId = verifiedCompany,
  ) => {
    const [row] = await t.database.db
      .insert(jobPostings)
      .values({ enterpriseId, title, description: `${title}: build things.`, location: "Berlin", ...values })
      .returning({ id: jobPostings.id });
    return row!.id;
  };
  const candidate = async () => {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    return { ...account, cookie: await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()) };
  };

  /** Records and finishes the interview of a session through the real endpoints. */
  async function record(cookie: string, sessionId: string) {
    const token = newLeaseToken();
    expect((await lease(cookie, sessionId, token)).statusCode).toBe(200);
    const finished = await putAndFinish({ cookie, sessionId, token }, webm);
    expect(finished.statusCode, finished.body).toBe(200);
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-applications-"));
    await makeRawWebm({ path: bundledFfmpegPath(), timeoutMs: 30_000 }, path.join(media, "one.webm"), { seconds: 1 });
    webm = await readFile(path.join(media, "one.webm"));
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const verified = await createCompany(
      db,
      { companyName: "Verified Labs" },
      { emailVerified: true, status: "verified" },
    );
    const pending = await createCompany(db, { companyName: "Pending Labs" }, { emailVerified: true });
    verifiedCompany = verified.enterpriseId;
    pendingCompany = pending.enterpriseId;
    const other = await createCandidate(db, {}, { emailVerified: true });
    cookies.anonymous = undefined;
    cookies["other candidate"] = await signIn(t.app, other.email, STRONG_PASSWORD, uniqueIp());
    cookies["company pending"] = await signIn(t.app, pending.email, STRONG_PASSWORD, uniqueIp());
    cookies["company verified"] = await signIn(t.app, verified.email, STRONG_PASSWORD, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("lets only signed-in candidates use the board and the application endpoints", async () => {
    const id = await posting("Guarded role");
    const expected: Record<Exclude<Caller, "other candidate">, number> = {
      anonymous: 401,
      "company pending": 403,
      "company verified": 403,
      admin: 403,
    };
    for (const [caller, status] of Object.entries(expected)) {
      const cookie = cookies[caller as Caller];
      expect((await get("/api/postings", cookie)).statusCode, caller).toBe(status);
      expect((await get(`/api/postings/${id}`, cookie)).statusCode, caller).toBe(status);
      expect((await apply(cookie, id)).statusCode, caller).toBe(status);
      expect((await get("/api/candidates/me/applications", cookie)).statusCode, caller).toBe(status);
    }
    expect((await get("/api/postings", cookies["other candidate"])).statusCode).toBe(200);
  });

  it("shows only active public postings of verified companies, with search, filters and paging", async () => {
    const tag = `zeta${Date.now()}`;
    const shown = await posting(`${tag} Remote Engineer`, { skills: ["TypeScript", "Postgres"] });
    const contract = await posting(`${tag} Hybrid Analyst`, {
      locationType: "Hybrid",
      employmentType: "Contract",
      skills: ["SQL"],
    });
    const paused = await posting(`${tag} Paused`, { status: "paused" });
    const closed = await posting(`${tag} Closed`, { status: "closed" });
    const internal = await posting(`${tag} Internal`, { visibility: "internal" });
    const unverified = await posting(`${tag} Unverified`, {}, pendingCompany);
    const cookie = cookies["other candidate"];
    const board = async (query: string) => (await get(`/api/postings?${query}`, cookie)).json<Page<BoardItem>>();

    const all = await board(`search=${tag}`);
    expect(all.items.map((item) => item.id).sort()).toEqual([shown, contract].sort());
    expect(all.total).toBe(2);
    expect((await board(`search=${tag}&locationType=Hybrid`)).items.map((i) => i.id)).toEqual([contract]);
    expect((await board(`search=${tag}&employmentType=Full-time`)).items.map((i) => i.id)).toEqual([shown]);
    expect((await board(`search=${tag}&skill=typescript`)).items.map((i) => i.id)).toEqual([shown]);
    expect((await board(`search=Verified Labs&skill=sql`)).items.map((i) => i.id)).toContain(contract);
    const first = await board(`search=${tag}&pageSize=1&page=1`);
    const second = await board(`search=${tag}&pageSize=1&page=2`);
    expect(first.total).toBe(2);
    expect([...first.items, ...second.items].map((i) => i.id).sort()).toEqual([shown, contract].sort());
    expect((await get("/api/postings?locationType=Moon", cookie)).statusCode).toBe(400);

    for (const hidden of [paused, closed, internal, unverified]) {
      const detail = await get(`/api/postings/${hidden}`, cookie);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().message).toBe(POSTING_NOT_FOUND);
      expect((await apply(cookie, hidden)).statusCode).toBe(404);
    }
    const detail = await get(`/api/postings/${shown}`, cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      title: `${tag} Remote Engineer`,
      companyName: "Verified Labs",
      description: `${tag} Remote Engineer: build things.`,
      hasCustomInterview: false,
      applicationId: null,
    });
  });

  it("shows a company's logo beside its postings, and none for a company without one", async () => {
    const tag = `logo${Date.now()}`;
    const company = await createCompany(
      t.database.db,
      { companyName: `${tag} Logo Labs` },
      { emailVerified: true, status: "verified" },
    );
    const companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    const upload = multipartBody(
      {},
      { field: "logo", filename: "logo.png", contentType: "image/png", data: tinyPng() },
    );
    const uploaded = await t.app.inject({
      method: "PUT",
      url: "/api/companies/me/logo",
      headers: { cookie: companyCookie, ...upload.headers },
      payload: upload.payload,
      remoteAddress: uniqueIp(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { logoUrl } = uploaded.json<{ logoUrl: string }>();
    const withLogo = await posting(`${tag} Pictured`, {}, company.enterpriseId);
    const without = await posting(`${tag} Plain`);

    const cookie = cookies["other candidate"];
    const items = (await get(`/api/postings?search=${tag}`, cookie)).json<Page<BoardItem>>().items;
    const logoOf = (id: string) => items.find((item) => item.id === id)?.companyLogoUrl;
    expect(logoOf(withLogo)).toBe(logoUrl);
    expect(logoOf(without)).toBeNull();
    expect((await get(`/api/postings/${withLogo}`, cookie)).json().companyLogoUrl).toBe(logoUrl);
    expect((await get(`/api/postings/${without}`, cookie)).json().companyLogoUrl).toBeNull();
    // The candidate may load the picture the board names.
    const picture = await get(logoUrl, cookie);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
  });

  it("tells a candidate with neither an interview nor a resume what to do first, then reuses the network interview", async () => {
    const me = await candidate();
    const id = await posting("Reuse role");
    const refused = await apply(me.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(applyMessages.needsInterviewOrResume);

    const attempt = await startAttempt(me.cookie);
    const { sessionId, interviewId } = attempt.json<{ sessionId: string; interviewId: string }>();
    await record(me.cookie, sessionId);

    const applied = await apply(me.cookie, id);
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({ status: "completed", interviewId: null });
    const again = await apply(me.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(applyMessages.alreadyApplied);

    const { applicationId } = applied.json<{ applicationId: string }>();
    const detail = await get(`/api/candidates/me/applications/${applicationId}`, me.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: "completed",
      posting: { id, title: "Reuse role", companyName: "Verified Labs" },
      history: [{ status: "completed" }],
      interview: { id: interviewId, completed: true, isNetworkInterview: true },
      decision: null,
    });
    expect((await get(`/api/postings/${id}`, me.cookie)).json().applicationId).toBe(applicationId);
    // The company the candidate applied to may watch the reused interview.
    const watch = await get(`/api/interviews/${interviewId}/watch`, cookies["company verified"]);
    expect(watch.statusCode).toBe(200);
  }, 60_000);

  it("accepts a resume alone for a posting without questions of its own", async () => {
    const me = await candidate();
    const [file] = await t.database.db
      .insert(files)
      .values({ kind: "resume", storageKey: `resumes/${me.candidateId}`, contentType: "application/pdf", byteSize: 10 })
      .returning({ id: files.id });
    await t.database.db.update(candidates).set({ resumeFileId: file!.id }).where(eq(candidates.id, me.candidateId));
    const applied = await apply(me.cookie, await posting("Resume role"));
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({ status: "pending", interviewId: null });

    // Recording the network interview later completes the application that reuses it.
    const attempt = await startAttempt(me.cookie);
    await record(me.cookie, attempt.json<{ sessionId: string }>().sessionId);
    const { applicationId } = applied.json<{ applicationId: string }>();
    expect((await get(`/api/candidates/me/applications/${applicationId}`, me.cookie)).json()).toMatchObject({
      status: "completed",
      history: [{ status: "pending" }, { status: "completed" }],
      interview: { completed: true, isNetworkInterview: true },
    });
  }, 60_000);

  it("gives a posting with a template its own pending interview, which finishing completes", async () => {
    const me = await candidate();
    const interviewTemplateId = await insertInterviewTemplate(t.database.db, verifiedCompany, [
      "Why us?",
      "What next?",
    ]);
    const created = await inject({
      method: "POST",
      url: "/api/companies/me/postings",
      cookie: cookies["company verified"],
      payload: postingInput({ title: "Template role", interviewTemplateId }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await get(`/api/postings/${id}`, me.cookie)).json().hasCustomInterview).toBe(true);

    const applied = await apply(me.cookie, id);
    expect(applied.statusCode).toBe(201);
    const { applicationId, interviewId, status } = applied.json<{
      applicationId: string;
      interviewId: string;
      status: string;
    }>();
    expect(status).toBe("interview_scheduled");
    const upcoming = await get("/api/candidates/me/interviews?status=upcoming", me.cookie);
    expect(upcoming.json<Page<{ id: string; title: string }>>().items).toEqual([
      expect.objectContaining({ id: interviewId, title: "Template role" }),
    ]);
    const started = await inject({
      method: "POST",
      url: `/api/interviews/${interviewId}/attempts`,
      cookie: me.cookie,
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().questions).toEqual([
      { text: "Why us?", timeLimitSeconds: 120, followUpOf: null },
      { text: "What next?", timeLimitSeconds: 120, followUpOf: null },
    ]);
    const consented = await inject({
      method: "PUT",
      url: `/api/interviews/${interviewId}/consent`,
      cookie: me.cookie,
      payload: { consent: true, extraTimeSeconds: 0 },
    });
    expect(consented.statusCode).toBe(200);
    await record(me.cookie, started.json<{ sessionId: string }>().sessionId);

    const detail = await get(`/api/candidates/me/applications/${applicationId}`, me.cookie);
    expect(detail.json()).toMatchObject({
      status: "completed",
      history: [{ status: "interview_scheduled" }, { status: "completed" }],
      interview: { id: interviewId, completed: true, isNetworkInterview: false },
    });
  }, 60_000);

  it("lists only the owner's applications, pages them, and hides them from everyone else", async () => {
    const me = await candidate();
    const ids = [await posting("List A"), await posting("List B"), await posting("List C")];
    const { db } = t.database;
    for (const [index, postingId] of ids.entries()) {
      await db.insert(applications).values({
        candidateId: me.candidateId,
        jobPostingId: postingId,
        status: "pending",
        createdAt: new Date(Date.now() - (3 - index) * 60_000),
      });
    }
    // Every candidate also has the network application (sign-up makes it); it belongs to no posting and is not listed.
    const first = (await get("/api/candidates/me/applications?pageSize=2", me.cookie)).json<
      Page<{ id: string; postingTitle: string; companyName: string; status: string }>
    >();
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.postingTitle)).toEqual(["List C", "List B"]);
    const second = (await get("/api/candidates/me/applications?pageSize=2&page=2", me.cookie)).json<
      Page<{ id: string; postingTitle: string }>
    >();
    expect(second.items.map((item) => item.postingTitle)).toEqual(["List A"]);

    const mine = first.items[0]!.id;
    const others = (await get("/api/candidates/me/applications", cookies["other candidate"])).json<
      Page<{ id: string }>
    >();
    expect(others.items.map((item) => item.id)).not.toContain(mine);
    const peek = await get(`/api/candidates/me/applications/${mine}`, cookies["other candidate"]);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(APPLICATION_NOT_FOUND);
    for (const caller of ["anonymous", "company verified", "company pending", "admin"] as const) {
      expect((await get(`/api/candidates/me/applications/${mine}`, cookies[caller])).statusCode).not.toBe(200);
    }
    expect((await get("/api/candidates/me/applications/not-a-uuid", me.cookie)).statusCode).toBe(400);
  });

  it("shows the company's decision with the visible reason, never the internal note", async () => {
    const me = await candidate();
    const { db } = t.database;
    const [rejected] = await db
      .insert(applications)
      .values({
        candidateId: me.candidateId,
        jobPostingId: await posting("Rejected role"),
        status: "rejected",
        hiredStatus: "not_hired",
        notHiredReason: "position_filled",
        notHiredNote: "SECRET internal note about salary",
      })
      .returning({ id: applications.id });
    const [hired] = await db
      .insert(applications)
      .values({
        candidateId: me.candidateId,
        jobPostingId: await posting("Hired role"),
        status: "hired",
        hiredStatus: "hired",
      })
      .returning({ id: applications.id });
    const response = await get(`/api/candidates/me/applications/${rejected!.id}`, me.cookie);
    expect(response.json()).toMatchObject({
      status: "rejected",
      decision: { outcome: "not_selected", reason: rejectReasonLabels.position_filled },
    });
    expect(response.body).not.toContain("SECRET");
    const list = await get("/api/candidates/me/applications", me.cookie);
    expect(list.body).not.toContain("SECRET");
    expect((await get(`/api/candidates/me/applications/${hired!.id}`, me.cookie)).json().decision).toEqual({
      outcome: "hired",
      reason: null,
    });
  });
});
