import { expect } from "vitest";
import {
  VERIFY_SUBJECT,
  candidateApplication,
  companyRegistration,
  newCandidate,
  newCompany,
  ownClientAddress,
  type CandidateAccount,
  type OutboxMessage,
} from "../e2e/fixtures/account-data";
import { apiSession, type ApiSession } from "./api-session";

/** A new candidate, signed up through the real endpoint, and the link in their verification e-mail. */
export async function registerCandidate(baseUrl: string): Promise<CandidateAccount & { verificationLink: string }> {
  const account = newCandidate();
  const response = await fetch(`${baseUrl}/api/accounts/candidates`, {
    method: "POST",
    headers: { "content-type": "application/json", ...ownClientAddress() },
    body: JSON.stringify(candidateApplication(account)),
  });
  expect(response.status, await response.text()).toBe(201);
  return { ...account, verificationLink: await verificationLink(baseUrl, account.email) };
}

/**
 * A new company, registered, its e-mail confirmed through the link in the dev outbox, approved by
 * the development-only admin, and signed in: the session of a verified company, as the Chromium
 * fixtures make one (approvedCompany, signedInRequest).
 */
export async function approvedCompanySession(baseUrl: string): Promise<ApiSession> {
  const company = newCompany();
  await apiSession(baseUrl).call("POST", "/api/accounts/companies", 201, companyRegistration(company));
  const confirmed = await apiSession(baseUrl).send("GET", await verificationLink(baseUrl, company.email));
  expect(confirmed.status, "the verification link signs in and redirects").toBe(302);

  const admin = apiSession(baseUrl);
  await admin.call("POST", "/api/dev/admin-sign-in", 200, {});
  const { items } = await admin.call<{ items: { id: string }[] }>(
    "GET",
    `/api/admin/companies?status=pending&search=${encodeURIComponent(company.companyName)}`,
    200,
  );
  expect(items).toHaveLength(1);
  await admin.call("POST", `/api/admin/companies/${items[0]!.id}/approve`, 200, {});

  const session = apiSession(baseUrl);
  await session.call("POST", "/api/auth/sign-in/email", 200, { email: company.email, password: company.password });
  return session;
}

/** Waits for the verification e-mail in the dev outbox and returns its link. */
async function verificationLink(baseUrl: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const message = messages.find((candidate) => VERIFY_SUBJECT.test(candidate.subject));
        link = message?.links.find((candidate) => candidate.includes("verify-email"));
        return link;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeDefined();
  return link!;
}
