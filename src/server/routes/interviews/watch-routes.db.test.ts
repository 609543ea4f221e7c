import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { watchMessages } from "@shared/interviews/watch-contracts";
import { applications, candidates, files, interviewShareLinks, interviews, jobPostings } from "../../db/schema";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import type { Ffmpeg } from "../../plugins/media/ffmpeg";
import { makeRawWebm } from "../../testing/media/test-media";
import { blobKey } from "../../plugins/storage/blob-key";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { recordingClient, sha256Hex as sha, type Recorder } from "../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { tinyPdf } from "../../testing/test-files";

const WEBM = "video/webm;codecs=vp8,opus";
const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 30_000 };

const CALLERS = [
  "anonymous",
  "owner",
  "other candidate",
  "company pending",
  "company rejected",
  "company verified",
  "company with the posting",
  "admin",
] as const;
type Caller = (typeof CALLERS)[number];

type Outcome = { status: number; message?: string };
const OK: Outcome = { status: 200 };
const SIGN_IN: Outcome = { status: 401, message: accessMessages.signInRequired };
const NOT_VERIFIED: Outcome = { status: 403, message: accessMessages.companyNotVerified };
const HIDDEN: Outcome = { status: 404, message: watchMessages.interviewNotFound };

/** The network interview of a candidate the pool shows: every verified company may watch it. */
const networkInterview: Record<Caller, Outcome> = {
  anonymous: SIGN_IN,
  owner: OK,
  "other candidate": HIDDEN,
  "company pending": NOT_VERIFIED,
  "company rejected": NOT_VERIFIED,
  "company verified": OK,
  "company with the posting": OK,
  admin: OK,
};
/** An interview for one company's posting: that company only (and the owner, and admins). */
const postingInterview: Record<Caller, Outcome> = { ...networkInterview, "company verified": HIDDEN };

function outcomeOf(response: LightMyRequestResponse): Outcome {
  if (response.statusCode < 400) return { status: response.statusCode };
  const body = response.json<{ error: string; message: string }>();
  expect(Object.values(ErrorCode)).toContain(body.error);
  return { status: response.statusCode, message: body.message };
}

describe.each(testDrivers())("watching an interview on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let recording: Buffer;
  let owner: Recorder;
  let postingInterviewId: string;
  let hiddenApplicantProfileId: string;
  let ownerProfileId: string;
  const cookies = {} as Record<Caller, string | undefined>;

  const { putAndFinish, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });
  const get = (url: string, cookie: string | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: uniqueIp(),
    });
  const watch = (interviewId: string, cookie: string | undefined) =>
    get(`/api/interviews/${interviewId}/watch`, cookie);
  const shareLink = (method: "GET" | "POST" | "DELETE", interviewId: string, cookie: string | undefined) =>
    t.app.inject({
      method,
      url: `/api/interviews/${interviewId}/share-link`,
      ...(method === "POST" ? { payload: {} } : {}),
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });

  /** A blob with its files row, as an upload or the finalize task leaves them. */
  async function storeFile(kind: "recording" | "poster" | "resume", bytes: Buffer, contentType: string, name?: string) {
    const ext = contentType === "application/pdf" ? "pdf" : contentType === "image/jpeg" ? "jpg" : "webm";
    const area = kind === "resume" ? "resumes" : kind === "poster" ? "posters" : "recordings";
    const key = blobKey(area, `watch-${sha(Buffer.from(String(Math.random()))).slice(0, 12)}.${ext}`);
    await t.app.services.blobs.put(key, bytes, { contentType });
    const [row] = await t.database.db
      .insert(files)
      .values({ kind, storageKey: key, contentType, byteSize: bytes.length, originalName: name ?? null })
      .returning({ id: files.id });
    return row!.id;
  }

  /** Records `bytes` through the real chunk endpoint, finishes, and waits for the worker to finalize. */
  async function recordAndFinalize(recorder: Recorder, bytes: Buffer, questionStartSeconds: number[]) {
    const finished = await putAndFinish(recorder, bytes, questionStartSeconds);
    expect(finished.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await watch(recorder.interviewId, recorder.cookie)).json().status).toBe("ready"),
      { timeout: 30_000, interval: 100 },
    );
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-watch-media-"));
    await makeRawWebm(ffmpeg, path.join(media, "four.webm"), { seconds: 4 });
    recording = await readFile(path.join(media, "four.webm"));

    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    owner = await freshRecorder();
    await recordAndFinalize(owner, recording, [0, 1.5, 3]);
    const resumeId = await storeFile("resume", tinyPdf("Ada"), "application/pdf", "ada-cv.pdf");
    await db.update(interviews).set({ resumeFileId: resumeId }).where(eq(interviews.id, owner.interviewId));

    const accounts = {
      "other candidate": await createCandidate(db, {}, { emailVerified: true }),
      "company pending": await createCompany(db, {}, { emailVerified: true }),
      "company rejected": await createCompany(db, {}, { emailVerified: true, status: "rejected" }),
      "company verified": await createCompany(db, {}, { emailVerified: true, status: "verified" }),
      "company with the posting": await createCompany(db, {}, { emailVerified: true, status: "verified" }),
    };
    cookies.anonymous = undefined;
    cookies.owner = owner.cookie;
    for (const [name, account] of Object.entries(accounts)) {
      cookies[name as Caller] = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    }
    cookies.admin = await signInDevAdmin(t.app);

    // The owner also applied to one company's posting, which asked its own interview.
    const [posting] = await db
      .insert(jobPostings)
      .values({
        enterpriseId: accounts["company with the posting"].enterpriseId,
        title: "Solutions Engineer",
        description: "Own technical evaluations end to end.",
        location: "Remote",
      })
      .returning({ id: jobPostings.id });
    const [ownerApplication] = await db
      .select({ candidateId: applications.candidateId, profileId: candidates.profileId })
      .from(applications)
      .innerJoin(interviews, eq(interviews.applicationId, applications.id))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(interviews.id, owner.interviewId));
    ownerProfileId = ownerApplication!.profileId;
    const [application] = await db
      .insert(applications)
      .values({ candidateId: ownerApplication!.candidateId, jobPostingId: posting!.id })
      .returning({ id: applications.id });
    const [postingRow] = await db
      .insert(interviews)
      .values({
        applicationId: application!.id,
        completed: true,
        completedAt: new Date(),
        questions: [{ text: "Walk us through a demo you gave.", type: "open-ended", timeLimitSeconds: 120 }],
        questionStartSeconds: [0],
      })
      .returning({ id: interviews.id });
    postingInterviewId = postingRow!.id;

    // A candidate the pool does not show (e-mail unverified) who applied to that posting.
    const hidden = await createCandidate(db);
    await db.insert(applications).values({ candidateId: hidden.candidateId, jobPostingId: posting!.id });
    hiddenApplicantProfileId = hidden.userId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  async function matrix(url: () => string, expected: Record<Caller, Outcome>, method: "GET" | "HEAD" = "GET") {
    const actual = {} as Record<Caller, Outcome>;
    for (const caller of CALLERS) {
      const cookie = cookies[caller];
      const response = await t.app.inject({
        method,
        url: url(),
        headers: cookie ? { cookie } : {},
        remoteAddress: uniqueIp(),
      });
      // A HEAD answer has no body to read the message from.
      actual[caller] = method === "HEAD" ? { status: response.statusCode } : outcomeOf(response);
    }
    const comparable =
      method === "HEAD"
        ? Object.fromEntries(Object.entries(expected).map(([caller, outcome]) => [caller, { status: outcome.status }]))
        : expected;
    expect(actual).toEqual(comparable);
  }

  describe("who may read", () => {
    const endpoints = [
      ["watch", (id: string) => `/api/interviews/${id}/watch`],
      ["recording", (id: string) => `/api/interviews/${id}/recording`],
      ["recording download", (id: string) => `/api/interviews/${id}/recording?download=1`],
      ["poster", (id: string) => `/api/interviews/${id}/poster`],
      ["resume", (id: string) => `/api/interviews/${id}/resume`],
    ] as const;

    it.each(endpoints)("%s of the network interview: owner, verified companies and admins", async (_name, url) => {
      await matrix(() => url(owner.interviewId), networkInterview);
    });

    it("HEAD of the recording follows the same rule", async () => {
      await matrix(() => `/api/interviews/${owner.interviewId}/recording`, networkInterview, "HEAD");
    });

    it("watch of a posting's interview: only the company that posted it, among companies", async () => {
      await matrix(() => `/api/interviews/${postingInterviewId}/watch`, postingInterview);
    });

    it("media of a posting's interview: refused alike to everyone else; the allowed hear it has no recording", async () => {
      const noRecording: Outcome = { status: 404, message: watchMessages.recordingNotReady };
      await matrix(() => `/api/interviews/${postingInterviewId}/recording`, {
        ...postingInterview,
        owner: noRecording,
        "company with the posting": noRecording,
        admin: noRecording,
      });
    });

    it("an unknown interview is the same 404 as a forbidden one", async () => {
      const unknown = "00000000-0000-4000-8000-000000000000";
      for (const caller of ["owner", "company verified", "admin"] as const) {
        expect(outcomeOf(await watch(unknown, cookies[caller]))).toEqual(HIDDEN);
        expect(outcomeOf(await get(`/api/interviews/${unknown}/recording`, cookies[caller]))).toEqual(HIDDEN);
      }
    });

    it("share-link management is the owner's alone", async () => {
      const onlyCandidates: Outcome = { status: 403, message: accessMessages.onlyFor("candidate") };
      const ownerOnly: Record<Caller, Outcome> = {
        anonymous: SIGN_IN,
        owner: OK,
        "other candidate": HIDDEN,
        "company pending": onlyCandidates,
        "company rejected": onlyCandidates,
        "company verified": onlyCandidates,
        "company with the posting": onlyCandidates,
        admin: onlyCandidates,
      };
      await matrix(() => `/api/interviews/${owner.interviewId}/share-link`, ownerOnly);
      for (const caller of CALLERS.filter((name) => name !== "owner")) {
        expect(outcomeOf(await shareLink("POST", owner.interviewId, cookies[caller]))).toEqual(ownerOnly[caller]);
        expect(outcomeOf(await shareLink("DELETE", owner.interviewId, cookies[caller]))).toEqual(ownerOnly[caller]);
      }
      expect(await t.database.db.select().from(interviewShareLinks)).toEqual([]);
    });

    it("the company's candidate profile: verified companies that may see the candidate, and admins", async () => {
      await matrix(() => `/api/candidates/${ownerProfileId}`, {
        anonymous: SIGN_IN,
        owner: { status: 403, message: accessMessages.onlyFor("enterprise") },
        "other candidate": { status: 403, message: accessMessages.onlyFor("enterprise") },
        "company pending": NOT_VERIFIED,
        "company rejected": NOT_VERIFIED,
        "company verified": OK,
        "company with the posting": OK,
        admin: OK,
      });
      const hiddenFrom: Outcome = { status: 404, message: CANDIDATE_NOT_FOUND };
      expect(outcomeOf(await get(`/api/candidates/${hiddenApplicantProfileId}`, cookies["company verified"]))).toEqual(
        hiddenFrom,
      );
      expect(outcomeOf(await get(`/api/candidates/unknown-profile`, cookies["company verified"]))).toEqual(hiddenFrom);
      expect(
        (await get(`/api/candidates/${hiddenApplicantProfileId}`, cookies["company with the posting"])).statusCode,
      ).toBe(200);
    });
  });

  describe("what a watcher gets", () => {
    it("the questions as chapters with their start seconds, the duration and the media links", async () => {
      const response = await watch(owner.interviewId, cookies["company verified"]);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        interviewId: owner.interviewId,
        status: "ready",
        recordingUrl: `/api/interviews/${owner.interviewId}/recording`,
        downloadUrl: `/api/interviews/${owner.interviewId}/recording?download=1`,
        posterUrl: `/api/interviews/${owner.interviewId}/poster`,
        resumeUrl: `/api/interviews/${owner.interviewId}/resume`,
        isOwner: false,
      });
      expect(Math.abs(body.durationSeconds - 4)).toBeLessThanOrEqual(1);
      expect(body.chapters).toHaveLength(7);
      expect(body.chapters.slice(0, 4).map((chapter: { startSeconds: number | null }) => chapter.startSeconds)).toEqual(
        [0, 1.5, 3, null],
      );
      expect(body.chapters[0].question).toMatch(/background/);
      expect((await watch(owner.interviewId, owner.cookie)).json().isOwner).toBe(true);
    });

    it("streams the recording with Range: 206 for a slice, 416 past the end, the whole file otherwise", async () => {
      const url = `/api/interviews/${owner.interviewId}/recording`;
      const whole = await get(url, cookies["company verified"]);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["content-type"]).toBe("video/webm");
      expect(whole.headers["accept-ranges"]).toBe("bytes");
      expect(whole.headers["content-disposition"]).toMatch(/^inline/);
      const size = whole.rawPayload.length;
      // The remuxed file starts with the EBML magic number.
      expect(whole.rawPayload.subarray(0, 4).toString("hex")).toBe("1a45dfa3");

      const slice = await get(url, cookies["company verified"], { range: "bytes=100-1099" });
      expect(slice.statusCode).toBe(206);
      expect(slice.headers["content-range"]).toBe(`bytes 100-1099/${size}`);
      expect(slice.rawPayload).toEqual(whole.rawPayload.subarray(100, 1100));

      const tail = await get(url, owner.cookie, { range: `bytes=${size - 10}-` });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 10));

      const past = await get(url, cookies.admin, { range: `bytes=${size + 10}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers["content-range"]).toBe(`bytes */${size}`);

      const head = await t.app.inject({
        method: "HEAD",
        url,
        headers: { cookie: owner.cookie },
        remoteAddress: uniqueIp(),
      });
      expect(head.statusCode).toBe(200);
      expect(Number(head.headers["content-length"])).toBe(size);
      expect(head.rawPayload.length).toBe(0);
    });

    it("?download=1 saves the recording as interview-recording-{id}.webm", async () => {
      const response = await get(`/api/interviews/${owner.interviewId}/recording?download=1`, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="interview-recording-${owner.interviewId}.webm"`,
      );
    });

    it("the poster is a JPEG and the resume keeps its name", async () => {
      const poster = await get(`/api/interviews/${owner.interviewId}/poster`, cookies["company verified"]);
      expect(poster.headers["content-type"]).toBe("image/jpeg");
      expect(poster.rawPayload.subarray(0, 2).toString("hex")).toBe("ffd8");
      const resume = await get(`/api/interviews/${owner.interviewId}/resume?download=1`, cookies.admin);
      expect(resume.statusCode).toBe(200);
      expect(resume.headers["content-type"]).toBe("application/pdf");
      expect(resume.headers["content-disposition"]).toBe('attachment; filename="ada-cv.pdf"');
    });

    it("no media before the recording is ready: the state says recording and every link is null", async () => {
      const recorder = await freshRecorder();
      const response = await watch(recorder.interviewId, recorder.cookie);
      expect(response.json()).toMatchObject({
        status: "recording",
        durationSeconds: null,
        recordingUrl: null,
        downloadUrl: null,
        posterUrl: null,
        resumeUrl: null,
        completedAt: null,
      });
      const media = await get(`/api/interviews/${recorder.interviewId}/recording`, recorder.cookie);
      expect(outcomeOf(media)).toEqual({ status: 404, message: watchMessages.recordingNotReady });
      const noResume = await get(`/api/interviews/${recorder.interviewId}/resume`, recorder.cookie);
      expect(outcomeOf(noResume)).toEqual({ status: 404, message: watchMessages.noResume });
      // Nothing recorded yet, so nothing to share.
      expect(outcomeOf(await shareLink("POST", recorder.interviewId, recorder.cookie))).toEqual({
        status: 409,
        message: watchMessages.notRecordedYet,
      });
    });

    it("the company's profile of the candidate names the network interview to play", async () => {
      const response = await get(`/api/candidates/${ownerProfileId}`, cookies["company verified"]);
      expect(response.json()).toMatchObject({
        id: ownerProfileId,
        firstName: "Ada",
        lastName: "Lovelace",
        title: "ML Engineer",
        location: "London, UK",
        linkedinUrl: "https://linkedin.com/in/ada",
        workExperience: [],
        networkInterviewId: owner.interviewId,
      });
      // Nothing a company is not meant to read: no e-mail, no phone.
      expect(JSON.stringify(response.json())).not.toMatch(/@example\.com|\+44/);
      expect(response.json().skills.map((skill: { name: string }) => skill.name)).toContain("PyTorch");
    });
  });

  describe("share links", () => {
    const shared = (token: string, rest = "", headers: Record<string, string> = {}) =>
      get(`/api/shared-interviews/${token}${rest}`, undefined, headers);

    it("open the recording and its questions to anyone holding one, until revoked", async () => {
      expect((await shareLink("GET", owner.interviewId, owner.cookie)).json()).toEqual({ link: null });
      const created = await shareLink("POST", owner.interviewId, owner.cookie);
      expect(created.statusCode).toBe(201);
      const { token, path: pagePath } = created.json<{ token: string; path: string }>();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(pagePath).toBe(`/shared-interview/${token}`);
      // Only a hash is kept.
      const rows = await t.database.db.select().from(interviewShareLinks);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect((await shareLink("GET", owner.interviewId, owner.cookie)).json().link).not.toBeNull();

      const page = await shared(token);
      expect(page.statusCode).toBe(200);
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
      const body = page.json();
      // The recording and its questions, nothing about the candidate.
      expect(Object.keys(body).sort()).toEqual(["chapters", "durationSeconds", "posterUrl", "recordingUrl", "status"]);
      expect(body).toMatchObject({
        status: "ready",
        recordingUrl: `/api/shared-interviews/${token}/recording`,
        posterUrl: `/api/shared-interviews/${token}/poster`,
      });
      expect(body.chapters[1]).toEqual(expect.objectContaining({ startSeconds: 1.5 }));

      const slice = await shared(token, "/recording", { range: "bytes=0-99" });
      expect(slice.statusCode).toBe(206);
      expect(slice.rawPayload.length).toBe(100);
      expect(slice.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect((await shared(token, "/poster")).statusCode).toBe(200);
      // A share token is not a session: the interview's own endpoints still want one.
      expect((await get(`/api/interviews/${owner.interviewId}/recording`, undefined)).statusCode).toBe(401);

      // A new link replaces the old one.
      const second = (await shareLink("POST", owner.interviewId, owner.cookie)).json<{ token: string }>().token;
      expect(second).not.toBe(token);
      const replaced = await shared(token);
      expect(outcomeOf(replaced)).toEqual({ status: 404, message: watchMessages.sharedNotFound });
      expect(replaced.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect((await shared(second)).statusCode).toBe(200);

      const revoked = await shareLink("DELETE", owner.interviewId, owner.cookie);
      expect(revoked.json()).toEqual({ revoked: true });
      for (const rest of ["", "/recording", "/poster"]) {
        expect(outcomeOf(await shared(second, rest))).toEqual({ status: 404, message: watchMessages.sharedNotFound });
      }
      expect((await shareLink("DELETE", owner.interviewId, owner.cookie)).json()).toEqual({ revoked: false });
      expect((await shareLink("GET", owner.interviewId, owner.cookie)).json()).toEqual({ link: null });
    });

    it("an unknown or malformed token is the same 404, whoever asks", async () => {
      for (const token of ["A".repeat(43), "not-a-token", "x"]) {
        for (const caller of ["anonymous", "owner", "admin"] as const) {
          const response = await get(`/api/shared-interviews/${token}`, cookies[caller]);
          expect(outcomeOf(response)).toEqual({ status: 404, message: watchMessages.sharedNotFound });
        }
        expect((await shared(token, "/recording")).statusCode).toBe(404);
      }
    });
  });

  describe("after a reset for a redo", () => {
    it("watchers see 'recording' and no media until the new recording is ready", async () => {
      // As the Redo reset leaves it: not completed, recording fields cleared, the old session still finished.
      await t.database.db
        .update(interviews)
        .set({ completed: false, completedAt: null, recordingFileId: null, posterFileId: null, durationSeconds: null })
        .where(eq(interviews.id, owner.interviewId));
      for (const caller of ["owner", "company verified", "admin"] as const) {
        const body = (await watch(owner.interviewId, cookies[caller])).json();
        expect(body).toMatchObject({ status: "recording", recordingUrl: null, posterUrl: null, durationSeconds: null });
      }
      const media = await get(`/api/interviews/${owner.interviewId}/recording`, cookies["company verified"]);
      expect(outcomeOf(media)).toEqual({ status: 404, message: watchMessages.recordingNotReady });
    });
  });
});
