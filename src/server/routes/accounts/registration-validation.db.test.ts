import { randomUUID } from "node:crypto";
import allFreeMail from "email-providers/all.json" with { type: "json" };
import commonFreeMail from "email-providers/common.json" with { type: "json" };
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateApplicationMessages as cm, candidateApplicationSchema } from "@shared/accounts/candidate-application";
import { companyRegistrationMessages as rm, companyRegistrationSchema } from "@shared/accounts/company-registration";
import { loginMessages as lm, loginSchema } from "@shared/accounts/login";
import { passwordMessages as pm } from "@shared/accounts/password";
import { account, applications, candidates, enterprises, profiles, user } from "../../db/schema";
import {
  STRONG_PASSWORD,
  candidateInput,
  companyInput,
  mailTo,
  subjectsTo,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const VERIFY_SUBJECT = "Confirm your email address for OneTake";
const WELCOME_SUBJECT = "Welcome to OneTake";

/** Stands for "leave the field out of the body". */
const MISSING = Symbol("missing");

interface BrokenField {
  /** What is wrong, for the test name. */
  problem: string;
  field: string;
  value: unknown;
  /** The message the spec gives for it, expected verbatim in `fields[field]`. */
  message: string;
}

const x = (n: number) => "x".repeat(n);
const longPassword = `Aa1!${"a".repeat(125)}`; // 129 characters

/** Each password rule the spec names, broken alone (everything else about the password is fine). */
const passwordCases: Omit<BrokenField, "field">[] = [
  { problem: "of 7 characters", value: "Ab1!xyz", message: pm.tooShort },
  { problem: "without an uppercase letter", value: "lowercase1!pass", message: pm.weak },
  { problem: "without a lowercase letter", value: "UPPERCASE1!PASS", message: pm.weak },
  { problem: "without a digit", value: "NoDigits!Here", message: pm.weak },
  { problem: "without a special character", value: "NoSpecial123", message: pm.weak },
  { problem: "of 129 characters", value: longPassword, message: pm.tooLong },
  { problem: "missing", value: MISSING, message: pm.tooShort },
];

const candidateCases: BrokenField[] = [
  { field: "firstName", problem: "of 1 character", value: "A", message: cm.firstName },
  { field: "firstName", problem: "of 1 character after trimming", value: "  A  ", message: cm.firstName },
  { field: "firstName", problem: "of 101 characters", value: x(101), message: cm.firstName },
  { field: "firstName", problem: "missing", value: MISSING, message: cm.firstName },
  { field: "lastName", problem: "of 1 character", value: "L", message: cm.lastName },
  { field: "lastName", problem: "of 101 characters", value: x(101), message: cm.lastName },
  { field: "lastName", problem: "missing", value: MISSING, message: cm.lastName },
  { field: "email", problem: "without a domain", value: "ada@", message: cm.email },
  { field: "email", problem: "not an address", value: "not an email", message: cm.email },
  { field: "email", problem: "of 255 characters", value: `${x(243)}@example.com`, message: cm.email },
  { field: "email", problem: "missing", value: MISSING, message: cm.email },
  { field: "phone", problem: "of 9 characters", value: "555 01234", message: cm.phone },
  { field: "phone", problem: "of 31 characters", value: "1".repeat(31), message: cm.phone },
  { field: "phone", problem: "missing", value: MISSING, message: cm.phone },
  ...passwordCases.map((c) => ({ ...c, field: "password" })),
  { field: "jobTitle", problem: "of 1 character", value: "E", message: cm.jobTitle },
  { field: "jobTitle", problem: "of 121 characters", value: x(121), message: cm.jobTitle },
  { field: "jobTitle", problem: "missing", value: MISSING, message: cm.jobTitle },
  { field: "experience", problem: "not in the list", value: "guru", message: cm.experience },
  { field: "experience", problem: "empty", value: "", message: cm.experience },
  { field: "experience", problem: "missing", value: MISSING, message: cm.experience },
  { field: "location", problem: "of 1 character", value: "L", message: cm.location },
  { field: "location", problem: "of 121 characters", value: x(121), message: cm.location },
  { field: "location", problem: "missing", value: MISSING, message: cm.location },
  { field: "linkedin", problem: "of 301 characters", value: `linkedin.com/in/${x(285)}`, message: cm.linkedin },
  { field: "skills", problem: "of 1 character", value: "R", message: cm.skills },
  { field: "skills", problem: "of 1001 characters", value: x(1001), message: cm.skills },
  { field: "skills", problem: "missing", value: MISSING, message: cm.skills },
  { field: "summary", problem: "of 49 characters", value: x(49), message: cm.summaryMin },
  { field: "summary", problem: "of 49 characters after trimming", value: `   ${x(49)}   `, message: cm.summaryMin },
  { field: "summary", problem: "of 501 characters", value: x(501), message: cm.summaryMax },
  { field: "summary", problem: "missing", value: MISSING, message: cm.summaryMin },
  { field: "preferredRoles", problem: "of 1 character", value: "M", message: cm.preferredRoles },
  { field: "preferredRoles", problem: "of 501 characters", value: x(501), message: cm.preferredRoles },
  { field: "preferredRoles", problem: "missing", value: MISSING, message: cm.preferredRoles },
  { field: "termsAccepted", problem: "false", value: false, message: cm.termsAccepted },
  { field: "termsAccepted", problem: "missing", value: MISSING, message: cm.termsAccepted },
  { field: "smsConsent", problem: "false", value: false, message: cm.smsConsent },
  { field: "smsConsent", problem: "missing", value: MISSING, message: cm.smsConsent },
  { field: "marketingConsent", problem: "false", value: false, message: cm.marketingConsent },
  { field: "marketingConsent", problem: "missing", value: MISSING, message: cm.marketingConsent },
];

const personalDomains = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "aol.com", "icloud.com"];

const companyCases: BrokenField[] = [
  { field: "companyName", problem: "of 1 character", value: "A", message: rm.companyName },
  { field: "companyName", problem: "of 121 characters", value: x(121), message: rm.companyName },
  { field: "companyName", problem: "missing", value: MISSING, message: rm.companyName },
  { field: "website", problem: '"not a url"', value: "not a url", message: rm.website },
  { field: "website", problem: "with an ftp scheme", value: "ftp://acme.ai", message: rm.website },
  { field: "website", problem: "empty", value: "", message: rm.website },
  {
    field: "website",
    problem: "of 301 characters",
    value: `https://${"abcdefghij.".repeat(26)}acme.ai`,
    message: rm.website,
  },
  { field: "website", problem: "missing", value: MISSING, message: rm.website },
  { field: "linkedinProfile", problem: '"not a url"', value: "not a url", message: rm.linkedinProfile },
  { field: "industry", problem: "of 1 character", value: "A", message: rm.industry },
  { field: "industry", problem: "of 121 characters", value: x(121), message: rm.industry },
  { field: "industry", problem: "missing", value: MISSING, message: rm.industry },
  { field: "size", problem: "empty", value: "", message: rm.size },
  { field: "size", problem: "of 41 characters", value: x(41), message: rm.size },
  { field: "size", problem: "missing", value: MISSING, message: rm.size },
  { field: "contactName", problem: "of 1 character", value: "G", message: rm.contactName },
  { field: "contactName", problem: "of 121 characters", value: x(121), message: rm.contactName },
  { field: "contactName", problem: "missing", value: MISSING, message: rm.contactName },
  { field: "contactEmail", problem: "not an address", value: "grace-at-acme.ai", message: rm.contactEmail },
  { field: "contactEmail", problem: "missing", value: MISSING, message: rm.contactEmail },
  ...personalDomains.map((domain) => ({
    field: "contactEmail",
    problem: `at ${domain}`,
    value: `grace.hopper@${domain}`,
    message: rm.personalEmail,
  })),
  { field: "contactEmail", problem: "at GMAIL.COM in capitals", value: "Grace@GMAIL.COM", message: rm.personalEmail },
  { field: "description", problem: "of 9 characters", value: x(9), message: rm.descriptionMin },
  { field: "description", problem: "of 501 characters", value: x(501), message: rm.descriptionMax },
  { field: "description", problem: "missing", value: MISSING, message: rm.descriptionMin },
  ...passwordCases.map((c) => ({ ...c, field: "password" })),
  { field: "termsAccepted", problem: "false", value: false, message: rm.termsAccepted },
  { field: "termsAccepted", problem: "missing", value: MISSING, message: rm.termsAccepted },
  { field: "verificationDisclaimer", problem: "false", value: false, message: rm.verificationDisclaimer },
  { field: "verificationDisclaimer", problem: "missing", value: MISSING, message: rm.verificationDisclaimer },
];

const loginCases: BrokenField[] = [
  { field: "email", problem: "not an address", value: "ada", message: lm.email },
  { field: "email", problem: "empty", value: "", message: lm.email },
  { field: "email", problem: "missing", value: MISSING, message: lm.email },
  { field: "password", problem: "empty", value: "", message: lm.password },
  { field: "password", problem: "of 129 characters", value: longPassword, message: lm.password },
  { field: "password", problem: "missing", value: MISSING, message: lm.password },
];

function breakField(body: object, { field, value }: BrokenField): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body };
  if (value === MISSING) delete copy[field];
  else copy[field] = value;
  return copy;
}

const named = (cases: BrokenField[]) => cases.map((c) => [`${c.field} ${c.problem}`, c] as const);

/** Fields a schema requires: parsing `undefined` for them fails. */
function requiredFields(shape: Record<string, { safeParse(value: unknown): { success: boolean } }>): string[] {
  return Object.entries(shape)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([field]) => field);
}

describe("the validation tables", () => {
  it.each([
    {
      form: "candidate wizard",
      cases: candidateCases,
      messages: [...Object.values(cm), pm.tooShort, pm.weak, pm.tooLong],
      required: requiredFields(candidateApplicationSchema.shape),
    },
    {
      form: "company registration",
      cases: companyCases,
      messages: [...Object.values(rm), pm.weak, pm.tooLong],
      required: requiredFields(companyRegistrationSchema.shape),
    },
    { form: "login", cases: loginCases, messages: Object.values(lm), required: requiredFields(loginSchema.shape) },
  ])("cover every $form message and a missing value for every required field", ({ cases, messages, required }) => {
    const used = new Set(cases.map((c) => c.message));
    expect(messages.filter((message) => !used.has(message))).toEqual([]);
    expect(required.filter((field) => !cases.some((c) => c.field === field && c.value === MISSING))).toEqual([]);
  });
});

describe.each(testDrivers())("registration validation on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: uniqueIp() });

  async function usersWithEmail(email: string) {
    return t.database.db
      .select()
      .from(user)
      .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  }

  describe("candidate wizard, POST /api/accounts/candidates", () => {
    it.each(named(candidateCases))("refuses %s with the spec's message", async (_name, broken) => {
      const response = await post("/api/accounts/candidates", breakField(candidateInput(), broken));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "validation_error",
        message: broken.message,
        fields: { [broken.field]: broken.message },
      });
    });

    it("creates the user, credential, profile, candidate record and a pending network application", async () => {
      const input = candidateInput({
        email: `Ada.Mixed-${randomUUID().slice(0, 8)}@Example.COM`,
        skills: "LLMs, PyTorch ,  , RAG, llms",
        linkedin: "linkedin.com/in/ada-lovelace",
        experience: "senior",
      });
      const email = input.email.toLowerCase();
      const response = await post("/api/accounts/candidates", input);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ email });
      const userId = (await usersWithEmail(email))[0]!.id;

      const { db } = t.database;
      const [storedUser] = await db.select().from(user).where(eq(user.id, userId));
      expect(storedUser).toMatchObject({ email, userType: "candidate", emailVerified: false, name: "Ada Lovelace" });
      const credentials = await db.select().from(account).where(eq(account.userId, userId));
      expect(credentials).toHaveLength(1);
      expect(credentials[0]?.providerId).toBe("credential");
      expect(credentials[0]?.password).toEqual(expect.any(String));
      expect(credentials[0]?.password).not.toContain(STRONG_PASSWORD);

      const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
      expect(profile).toMatchObject({
        userType: "candidate",
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        phone: input.phone,
        location: input.location,
        bio: input.summary,
        publicProfileEnabled: false,
      });

      const [candidate] = await db.select().from(candidates).where(eq(candidates.profileId, userId));
      expect(candidate).toMatchObject({
        title: input.jobTitle,
        skills: ["LLMs", "PyTorch", "RAG"],
        experienceYears: 8,
        linkedinProfile: "https://linkedin.com/in/ada-lovelace",
        preferredRoles: input.preferredRoles,
      });

      const networkApplications = await db
        .select()
        .from(applications)
        .where(eq(applications.candidateId, candidate!.id));
      expect(networkApplications).toHaveLength(1);
      expect(networkApplications[0]).toMatchObject({ status: "pending", jobPostingId: null, hiredStatus: null });
    });

    it.each([
      ["entry", 1],
      ["mid", 4],
      ["senior", 8],
      ["executive", 12],
    ] as const)("stores experience %s as %i years", async (experience, years) => {
      const input = candidateInput({ experience });
      expect((await post("/api/accounts/candidates", input)).statusCode).toBe(201);
      const [row] = await t.database.db
        .select({ years: candidates.experienceYears })
        .from(candidates)
        .innerJoin(profiles, eq(profiles.id, candidates.profileId))
        .where(eq(profiles.email, input.email));
      expect(row?.years).toBe(years);
    });

    it.each([
      ["https://www.linkedin.com/in/ada", "https://www.linkedin.com/in/ada"],
      ["http://linkedin.com/in/ada", "http://linkedin.com/in/ada"],
      ["", null],
    ])("stores LinkedIn %j as %j", async (typed, stored) => {
      const input = candidateInput({ linkedin: typed });
      expect((await post("/api/accounts/candidates", input)).statusCode).toBe(201);
      const [row] = await t.database.db
        .select({ linkedin: candidates.linkedinProfile })
        .from(candidates)
        .innerJoin(profiles, eq(profiles.id, candidates.profileId))
        .where(eq(profiles.email, input.email));
      expect(row?.linkedin).toBe(stored);
    });

    it("queues the verification and the candidate welcome e-mails", async () => {
      const input = candidateInput();
      expect((await post("/api/accounts/candidates", input)).statusCode).toBe(201);
      await expect
        .poll(() => subjectsTo(t.database.db, input.email), { timeout: 15_000 })
        .toEqual(expect.arrayContaining([VERIFY_SUBJECT, WELCOME_SUBJECT]));
      const messages = await mailTo(t.database.db, input.email);
      expect(messages).toHaveLength(2);
      const verify = messages.find((message) => message.subject === VERIFY_SUBJECT);
      expect(verify?.text).toContain(`${t.config.publicUrl}/api/auth/verify-email?token=`);
      const welcome = messages.find((message) => message.subject === WELCOME_SUBJECT);
      expect(welcome?.text).toContain("Hi Ada,");
      expect(welcome?.text).toContain("AI interview");
    });
  });

  describe("company registration, POST /api/accounts/companies", () => {
    it.each(named(companyCases))("refuses %s with the spec's message", async (_name, broken) => {
      const response = await post("/api/accounts/companies", breakField(companyInput(), broken));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "validation_error",
        message: broken.message,
        fields: { [broken.field]: broken.message },
      });
    });

    it("refuses a free-mail domain that only the full server-side list knows", async () => {
      const domain = "rediffmail.com";
      expect(allFreeMail).toContain(domain);
      expect(commonFreeMail).not.toContain(domain);
      const contactEmail = `grace-${randomUUID().slice(0, 8)}@${domain}`;
      const response = await post("/api/accounts/companies", companyInput({ contactEmail }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: rm.personalEmail,
        fields: { contactEmail: rm.personalEmail },
      });
      expect(await usersWithEmail(contactEmail)).toEqual([]);
    });

    it("creates the enterprise user, its profile and the company pending verification with all form data", async () => {
      const domain = `acme-${randomUUID().slice(0, 8)}.ai`;
      const input = companyInput({
        companyName: "Acme Retrieval",
        website: domain,
        linkedinProfile: "linkedin.com/company/acme-retrieval",
        industry: "Developer Tools",
        size: "51-200",
        contactName: "Grace Brewster Hopper",
        contactEmail: `Grace@${domain.toUpperCase()}`,
        contactPhone: "+1 415 555 0100",
        description: "Retrieval systems for legal research teams.",
      });
      const email = `grace@${domain}`;
      const response = await post("/api/accounts/companies", input);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ email });
      const userId = (await usersWithEmail(email))[0]!.id;

      const { db } = t.database;
      const [storedUser] = await db.select().from(user).where(eq(user.id, userId));
      expect(storedUser).toMatchObject({ email, userType: "enterprise", emailVerified: false, role: "user" });
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
      expect(profile).toMatchObject({
        userType: "enterprise",
        firstName: "Grace",
        lastName: "Brewster Hopper",
        email,
        phone: "+1 415 555 0100",
        website: `https://${domain}`,
      });
      const companies = await db.select().from(enterprises).where(eq(enterprises.profileId, userId));
      expect(companies).toHaveLength(1);
      expect(companies[0]).toMatchObject({
        companyName: "Acme Retrieval",
        website: `https://${domain}`,
        linkedinProfile: "https://linkedin.com/company/acme-retrieval",
        industry: "Developer Tools",
        size: "51-200",
        contactName: "Grace Brewster Hopper",
        contactEmail: email,
        contactPhone: "+1 415 555 0100",
        description: "Retrieval systems for legal research teams.",
        verificationStatus: "pending",
        verificationNote: null,
        verifiedAt: null,
      });
    });

    it("keeps a one-word contact name as the first name with an empty last name", async () => {
      const input = companyInput({ contactName: "  Cher  " });
      const response = await post("/api/accounts/companies", input);
      expect(response.statusCode).toBe(201);
      const [profile] = await t.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.email, input.contactEmail.toLowerCase()));
      expect(profile).toMatchObject({ firstName: "Cher", lastName: "" });
    });

    it("queues the verification and the company welcome e-mails", async () => {
      const input = companyInput();
      expect((await post("/api/accounts/companies", input)).statusCode).toBe(201);
      await expect
        .poll(() => subjectsTo(t.database.db, input.contactEmail), { timeout: 15_000 })
        .toEqual(expect.arrayContaining([VERIFY_SUBJECT, WELCOME_SUBJECT]));
      const messages = await mailTo(t.database.db, input.contactEmail);
      expect(messages).toHaveLength(2);
      const welcome = messages.find((message) => message.subject === WELCOME_SUBJECT);
      expect(welcome?.text).toContain("Hi Grace,");
      expect(welcome?.text).toContain("Our team reviews your company");
    });
  });

  describe("login, POST /api/auth/sign-in/email", () => {
    it.each(named(loginCases))("refuses %s with the spec's message", async (_name, broken) => {
      const response = await post(
        "/api/auth/sign-in/email",
        breakField({ email: "ada@example.com", password: STRONG_PASSWORD }, broken),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "validation_error",
        message: broken.message,
        fields: { [broken.field]: broken.message },
      });
    });
  });
});
