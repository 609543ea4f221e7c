import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { CandidateApplicationInput } from "@shared/accounts/candidate-application";
import type { CompanyRegistrationInput } from "@shared/accounts/company-registration";
import type { Db } from "../db/client";
import { enterprises, mailOutbox, user } from "../db/schema";
import { desc } from "drizzle-orm";

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

export async function setCompanyStatus(db: Db, email: string, status: "pending" | "verified" | "rejected") {
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
