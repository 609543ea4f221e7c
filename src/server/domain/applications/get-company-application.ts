import { avatarUrls } from "@shared/candidates/candidate-settings-contracts";
import { eq } from "drizzle-orm";
import type { CompanyApplication } from "@shared/applications/company-application-contracts";
import { companyApplicationResumeContract } from "@shared/applications/company-application-contracts";
import { buildPath } from "@shared/http/contract";
import type { DbOrTx } from "../../db/client";
import { interviews } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { candidateIdentity, readCandidateBackground } from "../candidates/profile/candidate-profile-parts";
import { aliasWhileHidden, candidateBlindState } from "../companies/blind-review/candidate-blind-state";
import {
  backgroundHidingFor,
  companyWorkHistory,
  hideCandidateBackground,
} from "../companies/blind-review/hide-background";
import { hideCandidateProfile } from "../companies/blind-review/hide-identity";
import { loadSpokenNameRedaction } from "../companies/blind-review/spoken-name-redaction";
import { redactNameInText } from "../evaluation/evidence/redact-names";
import { hiddenProfileHandle } from "../companies/blind-review/profile-reference";
import { requireCompany } from "../companies/require-company";
import { applicationsWithAiScoresHidden } from "../companies/ai-scores-hidden";
import { progressOf, reviewedInterviewsOf } from "./application-interview";
import { loadCompanyApplication } from "./company-owned-application";
import { decidedBy } from "./decided-by";
import { hiringDecisionOf } from "./decision-notice";

/**
 * One application to the caller's posting as the company reviews it (/application-details/{id}):
 * the candidate's profile, skills and experience, the resume, the interview to play (watched
 * through the interview's own endpoints, which let this company in because the candidate applied
 * to it), whatever AI feedback is stored on it, and the hiring decision with the company's note.
 * Verified companies only; admins are not a company (decision 0010).
 */
export async function getCompanyApplication(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { applicationId: string },
): Promise<CompanyApplication> {
  const { company } = await requireCompany(services, actor, { may: "applicants", verified: true });
  const { db } = services;
  const { application, posting, profile, candidate } = await loadCompanyApplication(db, company, input.applicationId);
  const [background, interview, blindReview, redaction, decider, aiScoresHidden] = await Promise.all([
    readCandidateBackground(db, candidate),
    interviewFor(db, application.id),
    candidateBlindState(services, company.id, candidate.id),
    loadSpokenNameRedaction(services, company.id, [profile.id]),
    decidedBy(db, application.id),
    applicationsWithAiScoresHidden(db, company, [application.id]),
  ]);
  const alias = aliasWhileHidden(blindReview);
  const identity = {
    ...candidateIdentity(profile, candidate),
    ...(alias === null ? {} : { id: await hiddenProfileHandle(services, company.id, profile.id) }),
  };
  const shownCandidate = {
    ...identity,
    avatarUrl: profile.avatarFileId ? avatarUrls(profile.id, profile.avatarFileId).large : null,
    ...background,
    workExperience: companyWorkHistory(background.workExperience, new Date()),
    blindReview,
  };
  // While hidden: the bio and work history as blind review shows them, and the interview (the
  // network interview, which other companies see too, or the posting's) by the company's own id (decision 0077).
  const hiding = alias === null ? null : await backgroundHidingFor(services, company.id, profile);
  // A member scoring the application reads the AI's feedback once they have submitted (decision 0085).
  const hidesAi = aiScoresHidden.has(application.id);
  const shownInterview =
    interview &&
    (hidesAi
      ? { ...interview, aiFeedback: null, aiScoresHidden: true }
      : redactFeedback(interview, redaction.partsOf(profile.id)));
  return {
    id: application.id,
    status: application.status,
    appliedAt: application.createdAt.toISOString(),
    posting,
    candidate: hiding ? hideCandidateBackground(hideCandidateProfile(shownCandidate, alias), hiding) : shownCandidate,
    // A resume shows the name: no link until the reveal (the download refuses meanwhile).
    resumeUrl:
      candidate.resumeFileId && alias === null
        ? buildPath(companyApplicationResumeContract.path, { id: application.id })
        : null,
    interview:
      shownInterview && hiding
        ? { ...shownInterview, id: hiding.seal("interview", shownInterview.id) }
        : shownInterview,
    decision: hiringDecisionOf(application, new Date()),
    decidedBy: application.hiredStatus === null ? null : decider,
  };
}

async function interviewFor(db: DbOrTx, applicationId: string): Promise<CompanyApplication["interview"]> {
  const reviewed = (await reviewedInterviewsOf(db, [applicationId])).get(applicationId);
  if (!reviewed?.id) return null;
  const [stored] = await db
    .select({ feedback: interviews.feedback, score: interviews.score })
    .from(interviews)
    .where(eq(interviews.id, reviewed.id))
    .limit(1);
  // The AI evaluation arrives later (its own issue): until one is stored, say so rather than invent one.
  const evaluated = stored && (stored.feedback !== null || stored.score !== null);
  return {
    id: reviewed.id,
    progress: progressOf(reviewed),
    isNetworkInterview: reviewed.isNetwork,
    aiFeedback: evaluated ? { feedback: stored.feedback, score: stored.score } : null,
    aiScoresHidden: false,
  };
}

/** The AI's summary without the name of a candidate the company has hidden (an older model saw it). */
function redactFeedback(
  interview: NonNullable<CompanyApplication["interview"]>,
  parts: readonly string[],
): NonNullable<CompanyApplication["interview"]> {
  const feedback = interview.aiFeedback?.feedback;
  if (!feedback || parts.length === 0) return interview;
  return { ...interview, aiFeedback: { ...interview.aiFeedback!, feedback: redactNameInText(feedback, parts) } };
}
