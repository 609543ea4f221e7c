import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const serverRoot = path.resolve(import.meta.dirname, "../../..");

/**
 * Who may queue mail without asking a candidate's preferences (decision 0026): account mails
 * (transactional: verification, password reset, welcome, a sign-up with their address), mail to
 * companies, and the one helper every optional candidate mail goes through.
 */
const DIRECT_SENDERS: Record<string, string> = {
  "domain/accounts/queue-registration-emails.ts": "verification link and welcome mail: transactional",
  "domain/accounts/auth-mailer.ts": "verification resend and password reset: transactional",
  "domain/accounts/notice-sign-up-attempt.ts": "someone signed up with the owner's address: a security notice",
  "domain/admin/review-company.ts": "the company's review decision, to the company",
  "domain/companies/notify-new-applicant.ts": "a new applicant, to the company (its newApplicants switch)",
  "domain/companies/members/invitations/company-invitations.ts":
    "an invitation to a company's workspace, to the invited (company) address: transactional",
  "domain/companies/assignments/member-mails.ts":
    "an assignment, a new role, or an accepted invitation, to the company member concerned (decision 0084)",
  "domain/candidates/consents/candidate-may-receive.ts": "sendCandidateEmail, after candidateMayReceive",
  "domain/evaluation/review-requests.ts":
    "a human review request to the company or admins, and the answer to the candidate who asked for it (decision 0050)",
  "domain/evaluation/correct-transcript.ts":
    "a transcript correction waiting for its reviewer, to the company or admins (decision 0069)",
  "domain/leads/offer-resume-account.ts":
    "the resume form's claim link, or its notice to an existing account: transactional",
};

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.relative(serverRoot, path.join(entry.parentPath, entry.name)));
}

describe("candidate e-mail preferences", () => {
  it("every caller of sendEmail is an account mail, a company mail or sendCandidateEmail", async () => {
    const callers: string[] = [];
    for (const file of await sourceFiles(serverRoot)) {
      if (file === "domain/mail/send-email.ts") continue;
      const text = await readFile(path.join(serverRoot, file), "utf8");
      if (/\bsendEmail\(/.test(text)) callers.push(file.split(path.sep).join("/"));
    }
    // A new optional mail to candidates must use sendCandidateEmail (it honours the Notifications tab).
    expect(callers.filter((file) => !(file in DIRECT_SENDERS))).toEqual([]);
    expect(callers.length).toBeGreaterThanOrEqual(3);
  });
});
