import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateDataMessages } from "@shared/candidates/candidate-data-contracts";
import { auditLog, user } from "../../db/schema";
import { readCandidateDataScope, type CandidateDataScope } from "../../domain/candidates/own-data/candidate-data-scope";
import { CANDIDATE_DATA_TABLES, readCandidateRows } from "../../domain/candidates/own-data/candidate-data-tables";
import { deleteCandidateAccount, DELETION_DONE } from "../../domain/candidates/own-data/delete-candidate-account";
import { BLOB_AREAS } from "../../plugins/storage/blob-key";
import {
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  STRONG_PASSWORD,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { fillCandidate, type FilledCandidate } from "../../testing/candidate-data-fixtures";
import { readZip } from "../../testing/candidate-data-zip";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDrivers())("the candidate's own data on %s", (driver) => {
  let t: TestApp;
  let a: FilledCandidate;
  let b: FilledCandidate;
  let companyCookie: string;
  let pendingCompanyCookie: string;
  let adminCookie: string;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });
  const requestDeletion = (cookie: string | undefined, confirmation: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/candidates/me/deletion",
      payload: { confirmation },
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });

  async function allBlobKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const area of BLOB_AREAS) for await (const key of t.app.services.blobs.list(`${area}/`)) keys.add(key);
    return keys;
  }

  async function rowsOf(scope: CandidateDataScope): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [name, entry] of Object.entries(CANDIDATE_DATA_TABLES)) {
      counts[name] = (await readCandidateRows(t.database.db, entry, scope)).length;
    }
    return counts;
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    a = await fillCandidate(t, "alpha");
    b = await fillCandidate(t, "bravo");
    const company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    const pending = await createCompany(t.database.db, {}, { emailVerified: true });
    pendingCompanyCookie = await signIn(t.app, pending.email, STRONG_PASSWORD, uniqueIp());
    adminCookie = await signInDevAdmin(t.app);
  }, 60_000);
  afterAll(async () => t?.close());

  describe("download my data", () => {
    it("is for the candidate themselves: signed out 401, companies and admins 403", async () => {
      expect((await get("/api/candidates/me/export")).statusCode).toBe(401);
      expect((await get("/api/candidates/me/export", companyCookie)).statusCode).toBe(403);
      expect((await get("/api/candidates/me/export", pendingCompanyCookie)).statusCode).toBe(403);
      expect((await get("/api/candidates/me/export", adminCookie)).statusCode).toBe(403);
    });

    it("is theirs before the e-mail is confirmed too", async () => {
      const unverified = await createCandidate(t.database.db, {}, { emailVerified: false });
      const response = await get(
        "/api/candidates/me/export",
        await signIn(t.app, unverified.email, STRONG_PASSWORD, uniqueIp()),
      );
      expect(response.statusCode).toBe(200);
      const data = JSON.parse(readZip(response.rawPayload).get("data.json")!.toString("utf8")) as {
        tables: { user: { email: string }[] };
      };
      expect(data.tables.user.map((row) => row.email)).toEqual([unverified.email]);
    });

    it("streams a zip of every row and file of theirs, secrets left out, nothing of anyone else", async () => {
      const response = await get("/api/candidates/me/export", a.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/zip");
      expect(response.headers["content-disposition"]).toContain("attachment");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      const entries = readZip(response.rawPayload);
      const json = entries.get("data.json")!.toString("utf8");
      const data = JSON.parse(json) as {
        tables: Record<string, Record<string, unknown>[]>;
        files: { id: string; path: string }[];
      };
      expect(data.tables.user![0]).toMatchObject({ id: a.userId, email: a.email });
      expect(data.tables.profiles![0]).toMatchObject({ bio: "Bio of alpha" });
      expect(data.tables.candidate_skills!.map((row) => row.skillName).sort()).toEqual(["Skill alpha", "TypeScript"]);
      expect(data.tables.work_experience![0]).toMatchObject({ companyName: "Employer alpha" });
      expect(data.tables.applications).toHaveLength(1);
      expect(data.tables.interviews![0]).toMatchObject({
        id: a.interviewId,
        feedback: "Feedback for alpha",
        score: 7,
        questionStartSeconds: [0],
      });
      expect(data.tables.interviews![0]!.consentedAt).toBeTruthy();
      expect(data.tables.interview_share_links).toHaveLength(1);
      expect(data.tables.interview_share_links![0]).not.toHaveProperty("tokenHash");
      expect(data.tables.session![0]).not.toHaveProperty("token");
      expect(data.tables.account![0]).not.toHaveProperty("password");
      expect(data.tables.recording_sessions![0]).not.toHaveProperty("leaseToken");
      expect(data.tables.recording_question_marks).toHaveLength(1);
      // Every stored file of theirs (avatar, resume, recording, poster, interview resume), byte for byte.
      expect(data.files).toHaveLength(5);
      const fileBytes = data.files.map((file) => entries.get(file.path)!);
      const theirs = [...a.blobs.entries()].filter(([key]) => !key.startsWith("recording-chunks/")).map(([, v]) => v);
      expect(fileBytes.map((bytes) => bytes.toString("base64")).sort()).toEqual(
        theirs.map((bytes) => bytes.toString("base64")).sort(),
      );
      for (const [name, bytes] of entries) {
        const text = bytes.toString("latin1");
        expect(text, name).not.toContain(b.userId);
        expect(text, name).not.toContain(b.email);
        expect(text, name).not.toContain("bravo");
      }
    });
  });

  describe("delete my account", () => {
    it("is for the candidate themselves and needs DELETE or their e-mail typed", async () => {
      expect((await requestDeletion(undefined, "DELETE")).statusCode).toBe(401);
      expect((await requestDeletion(companyCookie, "DELETE")).statusCode).toBe(403);
      expect((await requestDeletion(pendingCompanyCookie, "DELETE")).statusCode).toBe(403);
      expect((await requestDeletion(adminCookie, "DELETE")).statusCode).toBe(403);
      const wrong = await requestDeletion(a.cookie, "delete me");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: candidateDataMessages.confirmationMismatch });
      expect((await get("/api/me", a.cookie)).statusCode).toBe(200);
    });

    it("signs out at once, then removes every row and blob of theirs and nothing of anyone else's", async () => {
      const scopeA = await readCandidateDataScope(t.database.db, a.userId);
      const scopeB = await readCandidateDataScope(t.database.db, b.userId);
      const rowsB = await rowsOf(scopeB);
      const secondCookie = await signIn(t.app, a.email, STRONG_PASSWORD, uniqueIp());

      const accepted = await requestDeletion(a.cookie, a.email.toUpperCase());
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json()).toEqual({ message: candidateDataMessages.deletionRequested });
      expect((await get("/api/me", a.cookie)).statusCode).toBe(401);
      expect((await get("/api/me", secondCookie)).statusCode).toBe(401);
      const signInAgain = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: a.email, password: STRONG_PASSWORD },
        remoteAddress: uniqueIp(),
      });
      expect(signInAgain.statusCode).toBeGreaterThanOrEqual(400);

      await waitFor(async () => {
        const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.id, a.userId));
        return row === undefined;
      });
      expect(Object.values(await rowsOf(scopeA)).every((count) => count === 0)).toBe(true);
      const keys = await allBlobKeys();
      for (const key of a.blobs.keys()) expect(keys.has(key), key).toBe(false);
      for (const key of b.blobs.keys()) expect(keys.has(key), key).toBe(true);
      expect(await rowsOf(scopeB)).toEqual(rowsB);
      expect((await get("/api/me", b.cookie)).statusCode).toBe(200);

      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, a.userId));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: DELETION_DONE, actorId: null, details: null });
      const everything = JSON.stringify(await t.database.db.select().from(auditLog));
      expect(everything).not.toContain(a.email);
      expect(everything).not.toContain("alpha");
    });

    it("finishes on a retry after a crash part-way through the blobs", async () => {
      const c = await fillCandidate(t, "charlie");
      const { blobs } = t.app.services;
      let deletes = 0;
      const crashing = {
        ...blobs,
        list: blobs.list.bind(blobs),
        delete: async (key: Parameters<typeof blobs.delete>[0]) => {
          deletes += 1;
          if (deletes > 2) throw new Error("process died");
          await blobs.delete(key);
        },
      };
      await expect(deleteCandidateAccount({ ...t.app.services, blobs: crashing }, c.userId)).rejects.toThrow(
        "process died",
      );
      const [still] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.id, c.userId));
      expect(still).toBeDefined();
      await deleteCandidateAccount(t.app.services, c.userId);
      const keys = await allBlobKeys();
      for (const key of c.blobs.keys()) expect(keys.has(key), key).toBe(false);
      const [gone] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.id, c.userId));
      expect(gone).toBeUndefined();
    });

    it("takes the candidate out of every pool at once, before the background task removes anything", async () => {
      const c = await fillCandidate(t, "charlie");
      const poolNames = async () =>
        (await get("/api/candidates?search=Firstcharlie", companyCookie))
          .json<{ items: { firstName: string }[] }>()
          .items.map((item) => item.firstName);
      expect(await poolNames()).toEqual(["Firstcharlie"]);
      // What the deletion request does first, in its own transaction: the ban.
      await t.database.db.update(user).set({ banned: true }).where(eq(user.id, c.userId));
      await t.app.services.sessions.catchUp();
      expect(await poolNames()).toEqual([]);
    });

    it("is safe to run again, and a company sees a deleted candidate, not a broken page", async () => {
      await expect(deleteCandidateAccount(t.app.services, a.userId)).resolves.toEqual({ blobs: 0, files: 0 });
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, a.userId), eq(auditLog.action, DELETION_DONE)));
      expect(entries).toHaveLength(1);
      const profile = await get(`/api/candidates/${a.userId}`, companyCookie);
      expect(profile.statusCode).toBe(404);
      expect(profile.json()).toMatchObject({ message: candidateDataMessages.candidateDeleted });
      const asAdmin = await get(`/api/candidates/${a.userId}`, adminCookie);
      expect(asAdmin.json()).toMatchObject({ message: candidateDataMessages.candidateDeleted });
      expect((await get("/api/candidates/me/export", a.cookie)).statusCode).toBe(401);
    });
  });
});
