import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { asc, desc, eq } from "drizzle-orm";
import { candidateApplicationSchema, type CandidateApplicationInput } from "@shared/accounts/candidate-application";
import { companyRegistrationSchema, type CompanyRegistrationInput } from "@shared/accounts/company-registration";
import type { Db } from "../db/client";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import { companyMembers, enterprises, mailOutbox, user } from "../db/schema";
import { createCandidateAccount } from "../domain/accounts/register-candidate";
import { createCompanyAccount } from "../domain/accounts/register-company";
import { createCredentialUser, hashNewPassword } from "../domain/accounts/create-credential-user";
import { nextMillisecond } from "./clock";

export const STRONG_PASSWORD = "Str0ng!Passw0rd";

export function candidateInput(overrides: Partial<CandidateApplicationInput> = {}): CandidateApplicationInput {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada-${randomUUID().slice(0, 8)}@example.com`,
    phone: "+44 20 7946 0958",
    password: STRONG_PASSWORD,
    jobTitle: "ML Engineer",
    experience: "senior",
    location: "London, UK",
    linkedin: "linkedin.com/in/ada",
    skills: "PyTorch, RAG, LLM evaluation",
    summary: "I build evaluation pipelines for large language models and ship them to production teams.",
    preferredRoles: "ML Engineer, Applied Scientist",
    termsAccepted: true,
    smsConsent: true,
    marketingConsent: true,
    ...overrides,
  };
}

export function companyInput(overrides: Partial<CompanyRegistrationInput> = {}): CompanyRegistrationInput {
  const domain = `acme-${randomUUID().slice(0, 8)}.ai`;
  return {
    companyName: "Acme AI",
    website: `https://${domain}`,
    linkedinProfile: "",
    industry: "AI / Machine Learning",
    size: "11-50",
    contactName: "Grace Brewster Hopper",
    contactEmail: `grace@${domain}`,
    contactPhone: "",
    description: "We build retrieval systems for legal research teams.",
    password: STRONG_PASSWORD,
    termsAccepted: true,
    verificationDisclaimer: true,
    ...overrides,
  };
}

/** Cookie header from a response's set-cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/** The newest outbox message's links for an address (mail is queued: poll for it). */
export async function latestMailLinks(db: Db, to: string): Promise<{ subject: string; text: string } | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  return row;
}

export function linkIn(text: string, fragment: string): string {
  const match = text.match(new RegExp(`https?://\\S*${fragment.replace(/[/?]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`no link with ${fragment} in:\n${text}`);
  return match[0];
}

export async function markEmailVerified(db: Db, email: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

async function setCompanyStatus(db: Db, email: string, status: "pending" | "verified" | "rejected") {
  await db.update(enterprises).set({ verificationStatus: status }).where(eq(enterprises.contactEmail, email));
}

export async function signIn(app: FastifyInstance, email: string, password = STRONG_PASSWORD, ip = "10.0.0.1") {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed ${response.statusCode}: ${response.body}`);
  return cookieFrom(response.headers["set-cookie"]);
}

/** Signs in as the development admin (the app must run with DEV_ADMIN_ENABLED) and returns its cookie. */
export async function signInDevAdmin(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/dev/admin-sign-in",
    payload: {},
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 200) throw new Error(`dev admin sign-in failed ${response.statusCode}: ${response.body}`);
  return cookieFrom(response.headers["set-cookie"]);
}

let ipCounter = 0;

/**
 * A client address no other request in this process has used, so per-IP rate limits (ours and
 * better-auth's) never carry over from one test to the next. It is a loopback address (127/8),
 * so the dev-only routes, which answer only this machine, still answer it.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `127.${100 + ((ipCounter >> 16) & 0xff)}.${(ipCounter >> 8) & 0xff}.${ipCounter & 0xff}`;
}

/** Every outbox message to an address, oldest first (mail is queued: poll for it). */
export async function mailTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
}

/** The subjects of the messages sent to an address so far, oldest first. */
export async function subjectsTo(db: Db, to: string): Promise<string[]> {
  return (await mailTo(db, to)).map((message) => message.subject);
}

let strongPasswordHash: Promise<string> | undefined;

/** STRONG_PASSWORD hashed once per process: scrypt is slow and fixtures create many accounts. */
function strongHash(): Promise<string> {
  strongPasswordHash ??= hashNewPassword(STRONG_PASSWORD);
  return strongPasswordHash;
}

/**
 * A candidate account written straight to the database (no HTTP, no e-mails), for tests that
 * need accounts to exist rather than to test registration. Signs in with STRONG_PASSWORD.
 */
export async function createCandidate(
  db: Db,
  overrides: Partial<Omit<CandidateApplicationInput, "password">> = {},
  options: { emailVerified?: boolean } = {},
) {
  const input = candidateApplicationSchema.parse(candidateInput(overrides));
  const hash = await strongHash();
  // Candidates list newest first, so two made in a row must not share a created_at.
  await nextMillisecond();
  const ids = await db.transaction((tx) => createCandidateAccount(tx, input, hash, options));
  return { ...ids, email: input.email, input };
}

/**
 * A member of an existing company with the given role, written straight to the database as an
 * accepted invitation leaves them (decision 0082): an enterprise login, e-mail verified, on the
 * company's domain. Signs in with STRONG_PASSWORD.
 */
export async function createCompanyMember(
  db: Db,
  company: { enterpriseId: string; email: string },
  role: CompanyMemberRole,
  name: { firstName: string; lastName: string } = { firstName: "Dana", lastName: "Kim" },
) {
  const email = `${role}-${randomUUID().slice(0, 8)}@${company.email.split("@")[1]!}`;
  const hash = await strongHash();
  const userId = await db.transaction(async (tx) => {
    const id = await createCredentialUser(
      tx,
      { email, password: STRONG_PASSWORD, ...name, userType: "enterprise", emailVerified: true },
      hash,
      "email",
    );
    await tx.insert(companyMembers).values({ enterpriseId: company.enterpriseId, profileId: id, role });
    return id;
  });
  return { userId, email };
}

/** A company account written straight to the database, in the given verification state. */
export async function createCompany(
  db: Db,
  overrides: Partial<Omit<CompanyRegistrationInput, "password">> = {},
  options: { emailVerified?: boolean; status?: "pending" | "verified" | "rejected" } = {},
) {
  const input = companyRegistrationSchema.parse(companyInput(overrides));
  const hash = await strongHash();
  const ids = await db.transaction((tx) => createCompanyAccount(tx, input, hash, options));
  if (options.status && options.status !== "pending") await setCompanyStatus(db, input.contactEmail, options.status);
  return { ...ids, email: input.contactEmail, input };
}
