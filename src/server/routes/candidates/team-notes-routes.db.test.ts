import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import { teamNoteMessages, type TeamNote } from "@shared/candidates/team-notes-contracts";
import { candidates } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { postingInput } from "../../testing/posting-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { injectAs, type TestMethod } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { nextMillisecond } from "../../testing/clock";

type Caller = "anonymous" | "subject" | "other candidate" | "pending company" | "company B" | "admin" | "company A";

describe.each(testDrivers())("a company's team notes about a candidate on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string | undefined>;
  let subjectProfileId: string;
  let hiddenProfileId: string;
  let applicationA: string;
  let applicationB: string;

  const inject = (method: TestMethod, url: string, caller: Caller, payload?: object) =>
    injectAs(t, method, url, cookies[caller], payload);
  const notesUrl = (profileId: string) => `/api/companies/me/candidates/${profileId}/notes`;
  const list = async (caller: Caller, profileId = subjectProfileId) => {
    const response = await inject("GET", notesUrl(profileId), caller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: TeamNote[] }>().items;
  };

  /** The one place postings are made: the company endpoint, as the given company. */
  async function createPosting(caller: Caller, title: string) {
    const response = await inject("POST", "/api/companies/me/postings", caller, postingInput({ title }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  const applyTo = async (posting: string, caller: Caller) => {
    const response = await inject("POST", `/api/postings/${posting}/applications`, caller, {});
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ applicationId: string }>().applicationId;
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const companyA = await createCompany(db, { companyName: "Alpha" }, { emailVerified: true, status: "verified" });
    const companyB = await createCompany(db, { companyName: "Beta" }, { emailVerified: true, status: "verified" });
    const pending = await createCompany(db, {}, { emailVerified: true });
    const subject = await createCandidate(db, { firstName: "Sam" }, { emailVerified: true });
    const other = await createCandidate(db, {}, { emailVerified: true });
    const hidden = await createCandidate(db, {}, { emailVerified: true });
    for (const account of [subject, hidden]) {
      const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
      await attachCandidateResume(db, row!.id);
    }
    await db.update(candidates).set({ employerVisibility: "hidden" }).where(eq(candidates.profileId, hidden.userId));
    subjectProfileId = subject.userId;
    hiddenProfileId = hidden.userId;
    const signed = (email: string) => signIn(t.app, email, STRONG_PASSWORD, uniqueIp());
    cookies.anonymous = undefined;
    cookies.subject = await signed(subject.email);
    cookies["other candidate"] = await signed(other.email);
    cookies["pending company"] = await signed(pending.email);
    cookies["company A"] = await signed(companyA.email);
    cookies["company B"] = await signed(companyB.email);
    cookies.admin = await signInDevAdmin(t.app);
    applicationA = await applyTo(await createPosting("company A", "Data Engineer"), "subject");
    applicationB = await applyTo(await createPosting("company B", "Analyst"), "subject");
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  it("refuses everyone but a verified company, in the guard order", async () => {
    const refused: Record<Exclude<Caller, "company A" | "company B">, [number, string]> = {
      anonymous: [401, "unauthorized"],
      subject: [403, "forbidden"],
      "other candidate": [403, "forbidden"],
      "pending company": [403, "company_not_verified"],
      admin: [403, "forbidden"],
    };
    for (const [caller, [status, error]] of Object.entries(refused)) {
      for (const method of ["GET", "POST"] as const) {
        const response = await inject(method, notesUrl(subjectProfileId), caller as Caller, { text: "Hello" });
        expect(response.statusCode, `${caller} ${method}`).toBe(status);
        expect(response.json<{ error: string }>().error).toBe(error);
      }
    }
    expect(await list("company A")).toEqual([]);
  });

  it("adds notes with the author, the time and the application's posting, newest first", async () => {
    const first = await inject("POST", notesUrl(subjectProfileId), "company A", { text: "  Strong on SQL.  " });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      text: "Strong on SQL.",
      authorName: "Grace Brewster Hopper",
      application: null,
    });
    await nextMillisecond();
    const second = await inject("POST", notesUrl(subjectProfileId), "company A", {
      text: "Asked about the on-call rota.",
      applicationId: applicationA,
    });
    expect(second.statusCode, second.body).toBe(201);
    const notes = await list("company A");
    expect(notes.map((note) => note.text)).toEqual(["Asked about the on-call rota.", "Strong on SQL."]);
    expect(notes[0]).toMatchObject({ application: { id: applicationA, postingTitle: "Data Engineer" } });
    expect(Date.parse(notes[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(notes[1]!.createdAt));
  });

  it("keeps each company's notes to itself, and the candidate never sees them", async () => {
    expect(await list("company B")).toEqual([]);
    const b = await inject("POST", notesUrl(subjectProfileId), "company B", {
      text: "Beta's own view.",
      applicationId: applicationB,
    });
    expect(b.statusCode, b.body).toBe(201);
    expect((await list("company A")).map((note) => note.text)).not.toContain("Beta's own view.");
    expect((await list("company B")).map((note) => note.text)).toEqual(["Beta's own view."]);
    const own = await inject("GET", `/api/candidates/me/applications/${applicationA}`, "subject");
    expect(own.body).not.toContain("on-call rota");
  });

  it("refuses an application that is not this company's application of the candidate", async () => {
    const response = await inject("POST", notesUrl(subjectProfileId), "company A", {
      text: "Wrong place.",
      applicationId: applicationB,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: teamNoteMessages.applicationNotFound,
      fields: { applicationId: teamNoteMessages.applicationNotFound },
    });
  });

  it("validates the text", async () => {
    const empty = await inject("POST", notesUrl(subjectProfileId), "company A", { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: teamNoteMessages.required,
      fields: { text: teamNoteMessages.required },
    });
    const missing = await inject("POST", notesUrl(subjectProfileId), "company A", {});
    expect(missing.json()).toMatchObject({ message: teamNoteMessages.required });
    const long = await inject("POST", notesUrl(subjectProfileId), "company A", { text: "x".repeat(2001) });
    expect(long.json()).toMatchObject({ message: teamNoteMessages.tooLong });
    const exact = await inject("POST", notesUrl(subjectProfileId), "company A", { text: "y".repeat(2000) });
    expect(exact.statusCode).toBe(201);
  });

  it("answers a candidate the company may not see like an unknown one", async () => {
    for (const profileId of [hiddenProfileId, "no-such-profile"]) {
      for (const method of ["GET", "POST"] as const) {
        const response = await inject(method, notesUrl(profileId), "company A", { text: "Hidden?" });
        expect(response.statusCode).toBe(404);
        expect(response.json<{ message: string }>().message).toBe(CANDIDATE_NOT_FOUND);
      }
    }
  });
});
