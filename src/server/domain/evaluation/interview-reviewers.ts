import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { enterprises, profiles, user } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { loadBlindView } from "../companies/blind-review/blind-view";
import { spokenNameRedactionOf } from "../companies/blind-review/spoken-name-redaction";
import { requireCompany } from "../companies/require-company";
import { interviewTitle } from "../interviews/interview-titles";
import type { EvaluationAccess } from "./evaluation-access";
import { redactNameInText } from "./evidence/redact-names";

/*
 * Who reviews what a candidate asks of their evaluation (a human review, a correction to check):
 * the company that owns the posting, or OneTake's admins for the network interview (decisions
 * 0050 and 0069). A blind-review company knows the candidate by alias, with their name taken out
 * of what they wrote.
 */

/** Where the reviewers are written to about an interview, and how the candidate is named to them. */
export interface InterviewReviewers {
  emails: string[];
  audience: "company" | "admins";
  candidateName: string;
  interviewTitle: string;
  reviewUrl: string;
  /** Takes the candidate's name out of their words where the company has it hidden. */
  redact: (text: string) => string;
}

export async function interviewReviewersOf(
  services: Pick<AppServices, "db" | "config">,
  tx: DbOrTx,
  access: EvaluationAccess,
): Promise<InterviewReviewers> {
  const { interview } = access;
  const profileId = interview.candidateProfileId;
  const [who] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  const view = await loadBlindView(services, interview.postingCompanyId, [profileId], tx);
  const redaction = await spokenNameRedactionOf(tx, view, [profileId]);
  const shared = {
    candidateName: view.aliasOf(profileId) ?? (who ? `${who.firstName} ${who.lastName}`.trim() : "A candidate"),
    interviewTitle: interviewTitle(interview),
    reviewUrl: `${services.config.publicUrl}/candidate-profile/${encodeURIComponent(view.referenceOf(profileId))}`,
    redact: (text: string) => redactNameInText(text, redaction.partsOf(profileId)),
  };
  if (interview.postingCompanyId) {
    const [company] = await tx
      .select({ contactEmail: enterprises.contactEmail, accountEmail: profiles.email })
      .from(enterprises)
      .innerJoin(profiles, eq(profiles.id, enterprises.profileId))
      .where(eq(enterprises.id, interview.postingCompanyId))
      .limit(1);
    const emails = company ? [company.contactEmail?.trim() || company.accountEmail] : [];
    return { ...shared, emails, audience: "company" };
  }
  const admins = await tx.select({ email: user.email }).from(user).where(eq(user.role, "admin"));
  return { ...shared, emails: admins.map((admin) => admin.email), audience: "admins" };
}

/**
 * The reviewer the caller is: a verified company for its own postings (companyId), an admin for
 * the network interview (companyId null; admins do not answer in a company's name). Who is
 * neither gets the guard's refusal.
 */
export async function reviewerOf(
  services: Pick<AppServices, "sessions">,
  actor: Actor | null,
): Promise<{ userId: string; companyId: string | null }> {
  const { actor: caller, company } = await requireCompany(services, actor, {
    may: "reports",
    verified: true,
    adminsMayRead: true,
  });
  // requireCompany lets a non-admin through only with its own verified company.
  return { userId: caller.userId, companyId: caller.isAdmin ? null : company!.id };
}

/**
 * Summaries as the reviewer sees them: the alias for a candidate a blind-review company has not
 * revealed, and their name taken out of what they wrote (`redact` applies it to those fields).
 * As they are for an admin (companyId null).
 */
export async function hideCandidateInSummaries<T extends { candidateProfileId?: string; candidateName: string }>(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  summaries: T[],
  redact: (summary: T, redactText: (text: string) => string) => T,
): Promise<T[]> {
  const profileIds = summaries.flatMap((summary) => summary.candidateProfileId ?? []);
  const blind = await loadBlindView(services, companyId, profileIds);
  const redaction = await spokenNameRedactionOf(services.db, blind, profileIds);
  return summaries.map((summary) => {
    const profileId = summary.candidateProfileId ?? "";
    const redacted = redact(summary, (text) => redactNameInText(text, redaction.partsOf(profileId)));
    return {
      ...redacted,
      candidateName: blind.aliasOf(profileId) ?? summary.candidateName,
      ...(summary.candidateProfileId === undefined
        ? {}
        : { candidateProfileId: blind.referenceOf(summary.candidateProfileId) }),
    };
  });
}
