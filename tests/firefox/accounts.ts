import { expect } from "vitest";
import {
  VERIFY_SUBJECT,
  candidateApplication,
  newCandidate,
  ownClientAddress,
  type CandidateAccount,
  type OutboxMessage,
} from "../e2e/fixtures/account-data";

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
