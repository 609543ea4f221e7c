import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  STRONG_PASSWORD,
  candidateInput,
  companyInput,
  createCandidate,
  createCompany,
  signIn,
  uniqueIp,
  signInDevAdmin,
} from "../testing/accounts-fixtures";
import { multipartBody, tinyPdf } from "../testing/test-files";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testDrivers } from "../testing/test-database";
import { NUL_MESSAGE } from "./refuse-nul";

const NUL = "\u0000";
const email = () => `nul-${randomUUID().slice(0, 8)}@example.com`;

type As = "anonymous" | "company" | "admin";
interface Case {
  name: string;
  as: As;
  request: () => InjectOptions;
  /** The field the answer names, when the NUL sits in one. */
  field?: string;
}

const post = (url: string, payload: object) => (): InjectOptions => ({ method: "POST", url, payload });
const get = (url: string) => (): InjectOptions => ({ method: "GET", url });

const cases: Case[] = [
  {
    name: "waitlist",
    as: "anonymous",
    field: "businessName",
    request: post("/api/leads/waitlist", {
      businessName: `Acme${NUL}`,
      contactName: "Grace Hopper",
      email: email(),
      joinWaitlist: true,
    }),
  },
  {
    name: "early access",
    as: "anonymous",
    field: "roles",
    request: post("/api/leads/early-access", {
      businessName: "Acme",
      contactName: "Grace Hopper",
      email: email(),
      roles: `ML${NUL}`,
    }),
  },
  {
    name: "consultation",
    as: "anonymous",
    field: "message",
    request: post("/api/leads/consultations", {
      firstName: "Grace",
      lastName: "Hopper",
      email: email(),
      company: "Acme",
      jobTitle: "CTO",
      phone: "+1 555 010 0100",
      message: `Hello${NUL}there`,
    }),
  },
  {
    name: "contact message",
    as: "anonymous",
    field: "message",
    request: post("/api/leads/contact-messages", {
      firstName: "Grace",
      lastName: "Hopper",
      email: email(),
      message: `A long enough message${NUL}`,
    }),
  },
  {
    name: "newsletter",
    as: "anonymous",
    field: "email",
    request: post("/api/leads/newsletter", { email: `a${NUL}b@example.com` }),
  },
  {
    name: "candidate sign-up",
    as: "anonymous",
    field: "summary",
    request: () =>
      post("/api/accounts/candidates", candidateInput({ summary: `${"I build models. ".repeat(4)}${NUL}` }))(),
  },
  {
    name: "company sign-up",
    as: "anonymous",
    field: "companyName",
    request: () => post("/api/accounts/companies", companyInput({ companyName: `Acme${NUL}AI` }))(),
  },
  {
    name: "sign-in e-mail",
    as: "anonymous",
    field: "email",
    request: post("/api/auth/sign-in/email", { email: `x${NUL}@example.com`, password: STRONG_PASSWORD }),
  },
  {
    name: "sign-in password",
    as: "anonymous",
    field: "password",
    request: post("/api/auth/sign-in/email", { email: email(), password: `Str0ng!${NUL}Pass` }),
  },
  {
    name: "password reset request",
    as: "anonymous",
    field: "email",
    request: post("/api/auth/request-password-reset", { email: `x${NUL}@example.com`, redirectTo: "/reset-password" }),
  },
  {
    name: "reset password token",
    as: "anonymous",
    field: "token",
    request: post("/api/auth/reset-password", { token: `tok${NUL}`, newPassword: STRONG_PASSWORD }),
  },
  {
    name: "better-auth catch-all query",
    as: "anonymous",
    field: "token",
    request: get("/api/auth/verify-email?token=a%00b"),
  },
  {
    name: "a key with NUL",
    as: "anonymous",
    field: `a${NUL}`,
    request: post("/api/leads/newsletter", { email: email(), [`a${NUL}`]: 1 }),
  },
  { name: "public profile id", as: "anonymous", field: "id", request: get("/api/public/candidates/abc%00def") },
  {
    name: "company settings",
    as: "company",
    field: "location",
    request: () => ({
      method: "PUT",
      url: "/api/companies/me/settings",
      payload: {
        companyName: "Acme AI",
        website: "",
        description: "",
        industry: "AI / Machine Learning",
        contactEmail: email(),
        contactPhone: "",
        location: `Paris${NUL}`,
      },
    }),
  },
  { name: "pool search", as: "company", field: "search", request: get("/api/candidates?search=ml%00") },
  { name: "admin company search", as: "admin", field: "search", request: get("/api/admin/companies?search=%00") },
  { name: "admin approve id", as: "admin", field: "id", request: post("/api/admin/companies/x%00y/approve", {}) },
  { name: "admin lead search", as: "admin", field: "search", request: get("/api/admin/leads/waitlist?search=a%00") },
  { name: "admin resume file id", as: "admin", field: "id", request: get("/api/admin/leads/resumes/a%00/file") },
  { name: "dev outbox filter", as: "anonymous", field: "to", request: get("/api/dev/mail?to=a%00") },
];

describe.each(testDrivers())("a NUL character on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<As, string | undefined>;

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    cookies.anonymous = undefined;
    const company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    cookies.company = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
    await createCandidate(t.database.db, {}, { emailVerified: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(cases)("is refused with 400 in $name", async ({ as, request, field }) => {
    const options = request();
    const cookie = cookies[as];
    const response = await t.app.inject({
      ...options,
      remoteAddress: uniqueIp(),
      headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: "validation_error",
      message: NUL_MESSAGE,
      fields: { [field ?? "_"]: NUL_MESSAGE },
    });
  });

  it.each([
    ["name", { name: `Ada${NUL}Lovelace`, email: email() }, "resume.pdf"],
    ["email", { name: "Ada Lovelace", email: `ada${NUL}@example.com` }, "resume.pdf"],
    ["file", { name: "Ada Lovelace", email: email() }, `resume${NUL}.pdf`],
  ])("is refused with 400 in the resume form's %s", async (field, fields, filename) => {
    const { payload, headers } = multipartBody(fields, { filename, contentType: "application/pdf", data: tinyPdf() });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/leads/resumes",
      payload,
      headers,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_error", fields: { [field]: NUL_MESSAGE } });
  });
});
