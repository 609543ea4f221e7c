import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_KINDS, type LeadKind } from "@shared/leads/admin-contracts";
import { contactMessages as contactMessageTexts } from "@shared/leads/contact";
import { consultationMessages } from "@shared/leads/consultation";
import { newsletterMessages } from "@shared/leads/newsletter";
import { RESUME_MAX_BYTES, resumeUploadMessages } from "@shared/leads/resume-upload";
import { businessLeadMessages } from "@shared/leads/waitlist";
import {
  businessWaitlist,
  consultationRequests,
  contactMessages,
  earlyAccessBusinessLeads,
  files,
  newsletterSubscribers,
  resumeOnlyCandidates,
} from "../../db/schema";
import { MALFORMED_MULTIPART } from "../../plugins/storage/receive-upload";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { createCandidate, createCompany, signIn, uniqueIp, signInDevAdmin } from "../../testing/accounts-fixtures";
import { largePdf, multipartBody, tinyDocx, tinyPdf, type MultipartFile } from "../../testing/test-files";
import { nextMillisecond } from "../../testing/clock";

const RATE_LIMITED = { error: "rate_limited", message: "Too many requests. Please wait a minute and try again." };

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

type Body = Record<string, unknown>;

interface JsonForm {
  name: string;
  url: string;
  valid(email: string): Body;
  /** [field, bad value, the shared schema's message] */
  invalid: [string, unknown, string][];
}

const b = businessLeadMessages;
const c = consultationMessages;
const k = contactMessageTexts;

const jsonForms: JsonForm[] = [
  {
    name: "waitlist",
    url: "/api/leads/waitlist",
    valid: (email) => ({ businessName: "Acme AI", contactName: "Grace Hopper", email, joinWaitlist: true }),
    invalid: [
      ["businessName", "", b.businessName],
      ["businessName", "   ", b.businessName],
      ["businessName", "x".repeat(201), b.businessNameMax],
      ["contactName", "", b.contactName],
      ["contactName", "x".repeat(201), b.contactNameMax],
      ["email", "not-an-email", b.email],
      ["email", "", b.email],
      ["hiringNeeds", "x".repeat(2001), b.notesMax],
    ],
  },
  {
    name: "early access",
    url: "/api/leads/early-access",
    valid: (email) => ({ businessName: "Acme AI", contactName: "Grace Hopper", email, roles: "ML engineers" }),
    invalid: [
      ["businessName", "", b.businessName],
      ["contactName", "", b.contactName],
      ["email", "grace@", b.email],
      ["roles", "x".repeat(2001), b.notesMax],
    ],
  },
  {
    name: "consultation",
    url: "/api/leads/consultations",
    valid: (email) => ({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      company: "Analytical Engines",
      jobTitle: "Head of Talent",
      phone: "+44 20 7946 0958",
      message: "We are hiring three ML engineers.",
      marketingOptIn: true,
    }),
    invalid: [
      ["firstName", "A", c.firstName],
      ["lastName", "L", c.lastName],
      ["email", "ada", c.email],
      ["company", "A", c.company],
      ["jobTitle", "H", c.jobTitle],
      ["phone", "12345", c.phone],
      ["message", "x".repeat(2001), c.messageMax],
    ],
  },
  {
    name: "contact",
    url: "/api/leads/contact-messages",
    valid: (email) => ({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      subject: "Partnership",
      message: "Hello, I would like to talk about hiring.",
    }),
    invalid: [
      ["firstName", "", k.firstName],
      ["lastName", " ", k.lastName],
      ["email", "nope", k.email],
      ["subject", "x".repeat(201), k.subjectMax],
      ["message", "Too short", k.message],
      ["message", "x".repeat(5001), k.messageMax],
    ],
  },
  {
    name: "newsletter",
    url: "/api/leads/newsletter",
    valid: (email) => ({ email }),
    invalid: [
      ["email", "", newsletterMessages.email],
      ["email", "a@b", newsletterMessages.email],
    ],
  },
];

describe.each(testDrivers())("lead routes on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<"admin" | "candidate" | "enterprise", string>;

  const post = (url: string, payload: Body, ip = uniqueIp()) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: ip });

  const upload = (fields: Record<string, string>, file?: MultipartFile, ip = uniqueIp()) => {
    const { payload, headers } = multipartBody(fields, file);
    return t.app.inject({ method: "POST", url: "/api/leads/resumes", payload, headers, remoteAddress: ip });
  };

  const asAdmin = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { cookie: cookies.admin, ...headers }, remoteAddress: uniqueIp() });

  const rowsByEmail = async (table: typeof businessWaitlist | typeof newsletterSubscribers, email: string) =>
    t.database.db
      .select()
      .from(table)
      .where(sql`lower(${table.email}) = ${email.toLowerCase()}`);

  async function leadBlobKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of t.app.services.blobs.list("lead-resumes/")) keys.push(key);
    return keys;
  }

  async function leadFileRows() {
    return t.database.db.select().from(files).where(eq(files.kind, "lead_resume"));
  }

  /** Every lead blob has its files row and every files row its blob: nothing half-written. */
  async function expectBlobsMatchRows() {
    const rows = await leadFileRows();
    expect((await leadBlobKeys()).sort()).toEqual(rows.map((row) => row.storageKey).sort());
  }

  async function resumeLead(email: string) {
    const [row] = await t.database.db
      .select({ lead: resumeOnlyCandidates, file: files })
      .from(resumeOnlyCandidates)
      .innerJoin(files, eq(files.id, resumeOnlyCandidates.resumeFileId))
      .where(sql`lower(${resumeOnlyCandidates.email}) = ${email.toLowerCase()}`);
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    cookies.admin = await signInDevAdmin(t.app);
    const candidate = await createCandidate(t.database.db, {}, { emailVerified: true });
    cookies.candidate = await signIn(t.app, candidate.email, undefined, uniqueIp());
    const company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    cookies.enterprise = await signIn(t.app, company.email, undefined, uniqueIp());
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(jsonForms)("the $name form", (form) => {
    it.each(form.invalid)("refuses %s=%j with the spec's message", async (field, value, message) => {
      const response = await post(form.url, { ...form.valid(unique("bad")), [field]: value });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe("validation_error");
      expect(body.fields[field]).toBe(message);
    });

    it("answers 429 with the standard message after 10 submissions from one address in 10 minutes", async () => {
      const ip = uniqueIp();
      // Refused bodies count too: the limit runs before anything is parsed.
      for (let i = 0; i < 10; i++) expect((await post(form.url, { email: "x" }, ip)).statusCode).toBe(400);
      const limited = await post(form.url, form.valid(unique("limited")), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(RATE_LIMITED);
      // Another address is unaffected.
      expect((await post(form.url, { email: "x" })).statusCode).toBe(400);
    });

    it("refuses an oversized JSON body with 413", async () => {
      const response = await post(form.url, { ...form.valid(unique("big")), padding: "x".repeat(70 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe("bad_request");
    });
  });

  describe("waitlist", () => {
    it("stores a row when joinWaitlist is true and says joined", async () => {
      const email = unique("join");
      const response = await post("/api/leads/waitlist", {
        businessName: "Acme AI",
        contactName: "Grace Hopper",
        email,
        hiringNeeds: "Two ML engineers",
        joinWaitlist: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ joined: true });
      const rows = await rowsByEmail(businessWaitlist, email);
      expect(rows).toMatchObject([
        { businessName: "Acme AI", contactName: "Grace Hopper", email, hiringNeeds: "Two ML engineers" },
      ]);
    });

    it("stores nothing without joinWaitlist (default false) and says not joined", async () => {
      const email = unique("noted");
      const response = await post("/api/leads/waitlist", { businessName: "Acme", contactName: "Grace", email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ joined: false });
      expect(await rowsByEmail(businessWaitlist, email)).toHaveLength(0);
    });

    it("keeps every submission: a repeat e-mail adds a row and never changes the earlier one", async () => {
      const email = unique("dup");
      const first = await post("/api/leads/waitlist", {
        businessName: "Acme",
        contactName: "Grace",
        email,
        hiringNeeds: "Data engineers",
        joinWaitlist: true,
      });
      const second = await post("/api/leads/waitlist", {
        businessName: "Someone Else Ltd",
        contactName: "Mallory",
        email: email.toUpperCase(),
        joinWaitlist: true,
      });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      const rows = await rowsByEmail(businessWaitlist, email);
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ businessName: "Acme", contactName: "Grace", hiringNeeds: "Data engineers" }),
          expect.objectContaining({ businessName: "Someone Else Ltd", contactName: "Mallory", hiringNeeds: null }),
        ]),
      );
      const listed = await asAdmin(`/api/admin/leads/waitlist?search=${encodeURIComponent(email)}`);
      expect(listed.json().total).toBe(2);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const email = unique("bot");
      const response = await post("/api/leads/waitlist", {
        businessName: "Spam",
        contactName: "Bot",
        email,
        joinWaitlist: true,
        website: "https://spam.example",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ joined: true });
      expect(await rowsByEmail(businessWaitlist, email)).toHaveLength(0);
    });
  });

  describe("early access", () => {
    it("keeps every submission: a repeat e-mail adds a row and answers the same", async () => {
      const email = unique("early");
      const body = { businessName: "Acme", contactName: "Grace", email, roles: "MLOps" };
      const first = await post("/api/leads/early-access", body);
      const second = await post("/api/leads/early-access", {
        ...body,
        businessName: "Other",
        email: ` ${email.toUpperCase()} `,
        roles: "",
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true });
      expect(second.json()).toEqual(first.json());
      const rows = await t.database.db
        .select()
        .from(earlyAccessBusinessLeads)
        .where(sql`lower(${earlyAccessBusinessLeads.email}) = ${email}`)
        .orderBy(earlyAccessBusinessLeads.createdAt);
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ businessName: "Acme", contactName: "Grace", email, roles: "MLOps" }),
          expect.objectContaining({ businessName: "Other", roles: null }),
        ]),
      );
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const email = unique("early-bot");
      const response = await post("/api/leads/early-access", {
        businessName: "Spam",
        contactName: "Bot",
        email,
        website: "x",
      });
      expect(response.json()).toEqual({ ok: true });
      const rows = await t.database.db
        .select()
        .from(earlyAccessBusinessLeads)
        .where(eq(earlyAccessBusinessLeads.email, email));
      expect(rows).toHaveLength(0);
    });
  });

  describe("consultations", () => {
    it("stores the request with its opt-ins (defaults false) and keeps every request", async () => {
      const email = unique("consult");
      const form = jsonForms.find((each) => each.name === "consultation")!;
      const first = await post("/api/leads/consultations", form.valid(email));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true });
      await nextMillisecond();
      await post("/api/leads/consultations", { ...form.valid(email), message: "" });
      const rows = await t.database.db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.email, email))
        .orderBy(consultationRequests.createdAt);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        firstName: "Ada",
        company: "Analytical Engines",
        phone: "+44 20 7946 0958",
        marketingOptIn: true,
        updatesOptIn: false,
      });
      expect(rows[1]?.message).toBeNull();
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const email = unique("consult-bot");
      const form = jsonForms.find((each) => each.name === "consultation")!;
      const response = await post("/api/leads/consultations", { ...form.valid(email), website: "bot" });
      expect(response.json()).toEqual({ ok: true });
      expect(
        await t.database.db.select().from(consultationRequests).where(eq(consultationRequests.email, email)),
      ).toHaveLength(0);
    });
  });

  describe("contact messages", () => {
    it("stores the message as text, markup and all", async () => {
      const email = unique("contact");
      const message = '<script>alert("hi")</script> =1+1 and more';
      const response = await post("/api/leads/contact-messages", {
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        message,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(rows).toMatchObject([{ firstName: "Ada", lastName: "Lovelace", subject: null, message }]);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const email = unique("contact-bot");
      const response = await post("/api/leads/contact-messages", {
        firstName: "Spam",
        lastName: "Bot",
        email,
        message: "Buy cheap things now!!!",
        website: "http://spam",
      });
      expect(response.json()).toEqual({ ok: true });
      expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(
        0,
      );
    });
  });

  describe("newsletter", () => {
    it("is idempotent: the same address twice is one row and the same answer", async () => {
      const email = unique("news");
      const first = await post("/api/leads/newsletter", { email });
      const second = await post("/api/leads/newsletter", { email: email.toUpperCase() });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true });
      expect(second.json()).toEqual(first.json());
      expect(await rowsByEmail(newsletterSubscribers, email)).toHaveLength(1);
    });

    it("stays one row when the same address arrives several times at once", async () => {
      const email = unique("race");
      const responses = await Promise.all(
        [email, email.toUpperCase(), email, ` ${email} `].map((each) => post("/api/leads/newsletter", { email: each })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await rowsByEmail(newsletterSubscribers, email)).toHaveLength(1);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const email = unique("news-bot");
      const response = await post("/api/leads/newsletter", { email, website: "x" });
      expect(response.json()).toEqual({ ok: true });
      expect(await rowsByEmail(newsletterSubscribers, email)).toHaveLength(0);
    });
  });

  describe("resume upload", () => {
    const pdf = tinyPdf("Ada Lovelace");
    const docx = tinyDocx("Ada Lovelace");
    const fields = (email: string, extra: Record<string, string> = {}) => ({
      name: "Ada Lovelace",
      email,
      roleInterest: "Data Science",
      ...extra,
    });

    it("stores a PDF and the admin downloads the same bytes", async () => {
      const email = unique("pdf");
      const response = await upload(fields(email), { filename: "cv.pdf", contentType: "application/pdf", data: pdf });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const row = await resumeLead(email);
      expect(row?.lead).toMatchObject({ name: "Ada Lovelace", email, roleInterest: "Data Science" });
      expect(row?.file).toMatchObject({
        kind: "lead_resume",
        contentType: "application/pdf",
        byteSize: pdf.length,
        originalName: "cv.pdf",
      });
      expect(row?.file.storageKey).toMatch(/^lead-resumes\/[0-9a-f-]{36}\.pdf$/);

      const download = await asAdmin(`/api/admin/leads/resumes/${row!.lead.id}/file`);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toBe('attachment; filename="ada-lovelace-resume.pdf"');
      expect(download.headers["accept-ranges"]).toBe("bytes");
      expect(download.rawPayload.equals(pdf)).toBe(true);
      await expectBlobsMatchRows();
    });

    it("stores a DOCX (recognised from its zip entries) and the admin downloads the same bytes", async () => {
      const email = unique("docx");
      // The browser's type and name do not matter; the bytes do.
      const response = await upload(fields(email, { roleInterest: "" }), {
        filename: "resume",
        contentType: "application/octet-stream",
        data: docx,
      });
      expect(response.statusCode).toBe(200);
      const row = await resumeLead(email);
      expect(row?.lead.roleInterest).toBeNull();
      expect(row?.file.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
      expect(row?.file.storageKey).toMatch(/\.docx$/);
      const download = await asAdmin(`/api/admin/leads/resumes/${row!.lead.id}/file`);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(download.headers["content-disposition"]).toBe('attachment; filename="ada-lovelace-resume.docx"');
      expect(download.rawPayload.equals(docx)).toBe(true);
    });

    it("serves byte ranges: start-end, open-ended, suffix, and 416 past the end", async () => {
      const email = unique("range");
      await upload(fields(email), { filename: "cv.pdf", contentType: "application/pdf", data: pdf });
      const row = await resumeLead(email);
      const url = `/api/admin/leads/resumes/${row!.lead.id}/file`;

      const first = await asAdmin(url, { range: "bytes=0-9" });
      expect(first.statusCode).toBe(206);
      expect(first.headers["content-range"]).toBe(`bytes 0-9/${pdf.length}`);
      expect(first.headers["content-length"]).toBe("10");
      expect(first.rawPayload.equals(pdf.subarray(0, 10))).toBe(true);

      const rest = await asAdmin(url, { range: "bytes=10-" });
      expect(rest.statusCode).toBe(206);
      expect(rest.headers["content-range"]).toBe(`bytes 10-${pdf.length - 1}/${pdf.length}`);
      expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(pdf)).toBe(true);

      const suffix = await asAdmin(url, { range: "bytes=-6" });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload.equals(pdf.subarray(pdf.length - 6))).toBe(true);

      const past = await asAdmin(url, { range: `bytes=${pdf.length + 10}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers["content-range"]).toBe(`bytes */${pdf.length}`);
      expect(past.json().error).toBe("range_not_satisfiable");

      const ignored = await asAdmin(url, { range: "bytes=0-1,4-5" });
      expect(ignored.statusCode).toBe(200);
      expect(ignored.rawPayload.equals(pdf)).toBe(true);
    });

    it("refuses a text file renamed .pdf with 415, storing nothing", async () => {
      const email = unique("txt");
      const before = await leadBlobKeys();
      const response = await upload(fields(email), {
        filename: "resume.pdf",
        contentType: "application/pdf",
        data: Buffer.from("I am plain text pretending to be a PDF.\n".repeat(20)),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: "unsupported_media_type",
        message: resumeUploadMessages.fileType,
        fields: { file: resumeUploadMessages.fileType },
      });
      expect(await resumeLead(email)).toBeUndefined();
      expect(await leadBlobKeys()).toEqual(before);
      await expectBlobsMatchRows();
    });

    it("refuses a file over 10MB with 413 while streaming, leaving no row and no blob", async () => {
      const email = unique("big");
      const before = await leadBlobKeys();
      const response = await upload(fields(email), {
        filename: "huge.pdf",
        contentType: "application/pdf",
        data: largePdf(11 * 1024 * 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: "payload_too_large",
        message: resumeUploadMessages.fileSize,
        fields: { file: resumeUploadMessages.fileSize },
      });
      expect(await resumeLead(email)).toBeUndefined();
      expect(await leadBlobKeys()).toEqual(before);
      await expectBlobsMatchRows();
    });

    it("accepts a file of exactly 10MB", async () => {
      const email = unique("limit");
      const response = await upload(fields(email), {
        filename: "limit.pdf",
        contentType: "application/pdf",
        data: largePdf(RESUME_MAX_BYTES),
      });
      expect(response.statusCode).toBe(200);
      expect((await resumeLead(email))?.file.byteSize).toBe(RESUME_MAX_BYTES);
    });

    it("refuses missing or wrong fields with the spec's messages and stores no file", async () => {
      const before = await leadBlobKeys();
      const empty = await upload({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        error: "validation_error",
        fields: {
          name: resumeUploadMessages.name,
          email: resumeUploadMessages.email,
          file: resumeUploadMessages.file,
        },
      });

      const badFields = await upload(
        { name: "A", email: "nope", roleInterest: "Astronaut" },
        { filename: "cv.pdf", contentType: "application/pdf", data: pdf },
      );
      expect(badFields.statusCode).toBe(400);
      expect(badFields.json().fields).toEqual({
        name: resumeUploadMessages.name,
        email: resumeUploadMessages.email,
        roleInterest: resumeUploadMessages.roleInterest,
      });

      // A file input left empty arrives as a nameless, empty part: that is "no file".
      const noFile = await upload(fields(unique("nofile")), {
        filename: "",
        contentType: "application/octet-stream",
        data: Buffer.alloc(0),
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().fields).toEqual({ file: resumeUploadMessages.file });
      expect(await leadBlobKeys()).toEqual(before);
    });

    it("checks fields that arrive after the file too, and then deletes the stored blob", async () => {
      const before = await leadBlobKeys();
      const { payload, headers } = multipartBody({}, { filename: "cv.pdf", contentType: "application/pdf", data: pdf });
      // Append a bad name after the file part.
      const boundary = headers["content-type"]!.split("boundary=")[1]!;
      const tail = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nlate@example.com\r\n--${boundary}--\r\n`,
      );
      const body = Buffer.concat([payload.subarray(0, payload.length - `--${boundary}--\r\n`.length), tail]);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/leads/resumes",
        payload: body,
        headers,
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: resumeUploadMessages.name });
      expect(await leadBlobKeys()).toEqual(before);
    });

    it("keeps every submission: a repeat e-mail adds a lead and never touches the earlier lead or its file", async () => {
      const email = unique("again");
      const first = await upload(fields(email), { filename: "v1.pdf", contentType: "application/pdf", data: pdf });
      const earlier = await resumeLead(email);
      const second = await upload(fields(email.toUpperCase(), { name: "Mallory", roleInterest: "Sales" }), {
        filename: "v2.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        data: docx,
      });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());

      const rows = await t.database.db
        .select()
        .from(resumeOnlyCandidates)
        .where(sql`lower(${resumeOnlyCandidates.email}) = ${email}`);
      expect(rows).toHaveLength(2);
      const kept = rows.find((row) => row.id === earlier!.lead.id);
      expect(kept).toEqual(earlier!.lead);
      const added = rows.find((row) => row.id !== earlier!.lead.id);
      expect(added).toMatchObject({ name: "Mallory", roleInterest: "Sales", email });

      // The earlier resume is still there, byte for byte; the new one is a file of its own.
      const before = await asAdmin(`/api/admin/leads/resumes/${earlier!.lead.id}/file`);
      expect(before.rawPayload.equals(pdf)).toBe(true);
      const after = await asAdmin(`/api/admin/leads/resumes/${added!.id}/file`);
      expect(after.rawPayload.equals(docx)).toBe(true);
      expect(after.headers["content-disposition"]).toBe('attachment; filename="mallory-resume.docx"');

      // The admin list shows both submissions.
      const listed = await asAdmin(`/api/admin/leads/resumes?search=${encodeURIComponent(email)}`);
      expect(listed.json().total).toBe(2);
      await expectBlobsMatchRows();
    });

    it("keeps each submission with its own file when the same e-mail uploads several times at once", async () => {
      const email = unique("resume-race");
      const responses = await Promise.all(
        [1, 2, 3].map((n) =>
          upload(fields(email), { filename: `v${n}.pdf`, contentType: "application/pdf", data: tinyPdf(`v${n}`) }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const rows = await t.database.db
        .select({ file: files.originalName })
        .from(resumeOnlyCandidates)
        .innerJoin(files, eq(files.id, resumeOnlyCandidates.resumeFileId))
        .where(sql`lower(${resumeOnlyCandidates.email}) = ${email}`);
      expect(rows.map((row) => row.file).sort()).toEqual(["v1.pdf", "v2.pdf", "v3.pdf"]);
      await expectBlobsMatchRows();
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const email = unique("resume-bot");
      const before = await leadBlobKeys();
      const response = await upload(fields(email, { website: "http://spam" }), {
        filename: "cv.pdf",
        contentType: "application/pdf",
        data: pdf,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await resumeLead(email)).toBeUndefined();
      expect(await leadBlobKeys()).toEqual(before);
    });

    describe("a malformed multipart body is a 400 that stores nothing", () => {
      const send = (payload: Buffer | string, contentType: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/leads/resumes",
          payload,
          headers: { "content-type": contentType },
          remoteAddress: uniqueIp(),
        });
      const valid = () =>
        multipartBody(fields(unique("malformed")), { filename: "cv.pdf", contentType: "application/pdf", data: pdf });

      it.each([
        ["no boundary", (body: Buffer) => send(body, "multipart/form-data")],
        ["a boundary the body does not use", (body: Buffer) => send(body, "multipart/form-data; boundary=nothere")],
        [
          "a body cut off inside the file",
          (body: Buffer, type: string) => send(body.subarray(0, body.length - 200), type),
        ],
        ["a body cut off inside the headers", (body: Buffer, type: string) => send(body.subarray(0, 60), type)],
        [
          "a part without headers",
          (_body: Buffer, type: string) => send(`--${type.split("boundary=")[1]}\r\nnonsense`, type),
        ],
      ])("%s", async (_name, request) => {
        const before = await leadBlobKeys();
        const { payload, headers } = valid();
        const response = await request(payload, headers["content-type"]!);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: "bad_request", message: MALFORMED_MULTIPART });
        expect(await leadBlobKeys()).toEqual(before);
        await expectBlobsMatchRows();
      });

      it("a body that is not multipart at all is 415 (the JSON test below), text too", async () => {
        const response = await send("name=Ada", "text/plain");
        expect(response.statusCode).toBe(415);
        expect(response.json().error).toBe("unsupported_media_type");
      });
    });

    it("answers HEAD with the download's headers and no body, and sends nosniff", async () => {
      const email = unique("head");
      await upload(fields(email), { filename: "cv.pdf", contentType: "application/pdf", data: pdf });
      const url = `/api/admin/leads/resumes/${(await resumeLead(email))!.lead.id}/file`;
      const head = (headers: Record<string, string> = {}) =>
        t.app.inject({
          method: "HEAD",
          url,
          headers: { cookie: cookies.admin, ...headers },
          remoteAddress: uniqueIp(),
        });

      const get = await asAdmin(url);
      expect(get.headers["x-content-type-options"]).toBe("nosniff");
      const whole = await head();
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.length).toBe(0);
      for (const name of [
        "content-type",
        "content-length",
        "content-disposition",
        "accept-ranges",
        "x-content-type-options",
      ]) {
        expect(whole.headers[name], name).toBe(get.headers[name]);
      }
      expect(whole.headers["content-length"]).toBe(String(pdf.length));

      const part = await head({ range: "bytes=-6" });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes ${pdf.length - 6}-${pdf.length - 1}/${pdf.length}`);
      expect(part.headers["content-length"]).toBe("6");
      expect(part.rawPayload.length).toBe(0);

      const past = await head({ range: `bytes=${pdf.length}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers["content-range"]).toBe(`bytes */${pdf.length}`);

      const anonymous = await t.app.inject({ method: "HEAD", url, remoteAddress: uniqueIp() });
      expect(anonymous.statusCode).toBe(401);
    });

    it("refuses a JSON body with 415", async () => {
      const response = await post("/api/leads/resumes", { name: "Ada", email: unique("json") });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe("unsupported_media_type");
    });

    it("answers 429 after 5 uploads from one address in 10 minutes", async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 5; i++) expect((await upload({}, undefined, ip)).statusCode).toBe(400);
      const limited = await upload(fields(unique("limited")), undefined, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(RATE_LIMITED);
    });
  });

  describe("admin lead lists", () => {
    it.each(["list", "export", "file"] as const)(
      "%s: anonymous 401, candidate 403, enterprise 403, admin 200",
      async (what) => {
        let url = "/api/admin/leads/newsletter";
        if (what === "export") url = "/api/admin/leads/newsletter/export.csv";
        if (what === "file") {
          const email = unique("matrix");
          await upload(
            { name: "Matrix Test", email },
            { filename: "a.pdf", contentType: "application/pdf", data: tinyPdf() },
          );
          url = `/api/admin/leads/resumes/${(await resumeLead(email))!.lead.id}/file`;
        }
        const as = (cookie?: string) =>
          t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });
        const outcomes = {
          anonymous: (await as()).statusCode,
          candidate: (await as(cookies.candidate)).statusCode,
          enterprise: (await as(cookies.enterprise)).statusCode,
          admin: (await as(cookies.admin)).statusCode,
        };
        expect(outcomes).toEqual({ anonymous: 401, candidate: 403, enterprise: 403, admin: 200 });
        const refused: LightMyRequestResponse = await as(cookies.enterprise);
        expect(refused.json()).toMatchObject({ error: "forbidden" });
      },
    );

    it("lists newest first with search, pagination and every list's count", async () => {
      const tag = randomUUID().slice(0, 8);
      const emails = [0, 1, 2].map((i) => `list-${i}-${tag}@example.com`);
      for (const email of emails) {
        await nextMillisecond();
        await post("/api/leads/waitlist", {
          businessName: `Biz ${tag}`,
          contactName: "Grace",
          email,
          joinWaitlist: true,
        });
      }
      const page1 = await asAdmin(`/api/admin/leads/waitlist?search=${tag}&pageSize=2`);
      expect(page1.statusCode).toBe(200);
      const body1 = page1.json();
      expect(body1).toMatchObject({ kind: "waitlist", total: 3, page: 1, pageSize: 2 });
      expect(body1.items.map((item: { email: string }) => item.email)).toEqual([emails[2], emails[1]]);
      expect(Object.keys(body1.counts).sort()).toEqual([...LEAD_KINDS].sort());
      expect(body1.counts.waitlist).toBeGreaterThanOrEqual(3);

      const page2 = await asAdmin(`/api/admin/leads/waitlist?search=${tag}&pageSize=2&page=2`);
      expect(page2.json().items.map((item: { email: string }) => item.email)).toEqual([emails[0]]);

      const byCompany = await asAdmin(`/api/admin/leads/waitlist?search=${encodeURIComponent(`biz ${tag}`)}`);
      expect(byCompany.json().total).toBe(3);
      const wildcard = await asAdmin(`/api/admin/leads/waitlist?search=%25`);
      expect(wildcard.statusCode).toBe(200);
    });

    it.each(LEAD_KINDS)("lists and exports %s", async (kind: LeadKind) => {
      const list = await asAdmin(`/api/admin/leads/${kind}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().kind).toBe(kind);
      const csv = await asAdmin(`/api/admin/leads/${kind}/export.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="onetake-${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(csv.body.startsWith("\uFEFF")).toBe(true);
      const lines = csv.body.slice(1).split("\r\n");
      expect(lines[0]).toContain("Email");
      expect(lines.at(-1)).toBe("");
    });

    it("searches consultations by full name and company", async () => {
      const tag = randomUUID().slice(0, 8);
      const form = jsonForms.find((each) => each.name === "consultation")!;
      await post("/api/leads/consultations", {
        ...form.valid(unique("c")),
        lastName: `Lovelace${tag}`,
        company: `Co ${tag}`,
      });
      const byName = await asAdmin(`/api/admin/leads/consultations?search=${encodeURIComponent(`Ada Lovelace${tag}`)}`);
      expect(byName.json().total).toBe(1);
      const byCompany = await asAdmin(`/api/admin/leads/consultations?search=${encodeURIComponent(`co ${tag}`)}`);
      expect(byCompany.json().items[0]).toMatchObject({ kind: "consultations", company: `Co ${tag}` });
    });

    it("exports every row as CSV with a header, quoting, and spreadsheet formulas neutralised", async () => {
      const tag = randomUUID().slice(0, 8);
      const hostile = [
        {
          businessName: `=HYPERLINK("http://evil.example","Click") ${tag}`,
          contactName: "+1 (555) 010",
          hiringNeeds: "@SUM(A1)",
        },
        { businessName: `-2+3 ${tag}`, contactName: 'Grace "Amazing" Hopper', hiringNeeds: "line one\nline two" },
        // A spreadsheet that splits on ";" would make "=2*3" a cell of its own, and run it.
        { businessName: `x;=2*3 ${tag}`, contactName: "Ada; Lovelace", hiringNeeds: "a;b" },
      ];
      const emails: string[] = [];
      for (const lead of hostile) {
        const email = unique(`csv-${tag}`);
        emails.push(email);
        await nextMillisecond();
        await post("/api/leads/waitlist", { ...lead, email, joinWaitlist: true });
      }
      const csv = await asAdmin("/api/admin/leads/waitlist/export.csv");
      const text = csv.body.slice(1);
      expect(text.split("\r\n")[0]).toBe("Business name,Contact name,Email,Hiring needs,Joined at");
      expect(text).toContain(
        `"'=HYPERLINK(""http://evil.example"",""Click"") ${tag}",'+1 (555) 010,${emails[0]},'@SUM(A1),`,
      );
      expect(text).toContain(`'-2+3 ${tag},"Grace ""Amazing"" Hopper",${emails[1]},"line one\nline two",`);
      expect(text).toContain(`"x;=2*3 ${tag}","Ada; Lovelace",${emails[2]},"a;b",`);
      // Newest first, like the console.
      expect(text.indexOf(emails[1]!)).toBeLessThan(text.indexOf(emails[0]!));
      const rows = text.split("\r\n").filter(Boolean);
      const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(businessWaitlist)) as [
        { n: number },
      ];
      // One header plus one record per row; the quoted line break stays inside its record.
      expect(rows.length).toBe(n + 1);
    });

    it("exports more rows than one batch without repeating or losing any", async () => {
      const before = await asAdmin("/api/admin/leads/newsletter/export.csv");
      const existing = before.body.split("\r\n").filter(Boolean).length - 1;
      const values = Array.from({ length: 1203 }, (_, i) => ({
        email: `bulk-${i}-${randomUUID().slice(0, 6)}@example.com`,
      }));
      await t.database.db.insert(newsletterSubscribers).values(values);
      const csv = await asAdmin("/api/admin/leads/newsletter/export.csv");
      const lines = csv.body.slice(1).split("\r\n").filter(Boolean).slice(1);
      expect(lines).toHaveLength(existing + values.length);
      expect(new Set(lines).size).toBe(lines.length);
    });

    it("refuses an unknown list and an unknown resume", async () => {
      const unknownKind = await asAdmin("/api/admin/leads/martians");
      expect(unknownKind.statusCode).toBe(400);
      expect(unknownKind.json().fields.kind).toBe("Unknown lead list");
      const missing = await asAdmin(`/api/admin/leads/resumes/${randomUUID()}/file`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe("not_found");
    });
  });
});
