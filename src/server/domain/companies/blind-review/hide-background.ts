import type { CompanyWorkExperience } from "@shared/candidates/candidate-profile-contracts";
import type { PublicProfile } from "@shared/candidates/contracts";
import type { AppServices } from "../../../services";
import { nameParts, redactNameInText } from "../../evaluation/evidence/redact-names";
import { blindAliasSecret } from "./alias-secret";
import { blindReviewHidesEmployers } from "./blind-review-setting";
import { companyOpaqueIds } from "./blind-view";
import type { OpaqueKind } from "./opaque-id";

/** What stands where the bio or a job's description names an employer the company hides. */
const EMPLOYER_PLACEHOLDER = "[employer]";

/** Whole months from one "YYYY-MM-DD" to another (or to today), never below 0. */
export function monthsBetween(start: string, end: string | null, today: Date): number {
  const [startYear, startMonth, startDay] = start.split("-").map(Number) as [number, number, number];
  const [endYear, endMonth, endDay] = end
    ? (end.split("-").map(Number) as [number, number, number])
    : [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const months = (endYear - startYear) * 12 + (endMonth - startMonth) - (endDay < startDay ? 1 : 0);
  return Math.max(0, months);
}

/** The work history as a company reads it: each job with its duration and whether it is current. */
export function companyWorkHistory(jobs: PublicProfile["workExperience"], today: Date): CompanyWorkExperience[] {
  return jobs.map((job) => ({
    ...job,
    durationMonths: monthsBetween(job.startDate, job.endDate, today),
    current: job.endDate === null,
  }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text with every whole-word mention of the employers (any case) replaced by EMPLOYER_PLACEHOLDER. */
export function redactEmployersInText(text: string, employers: readonly string[]): string {
  const names = [...new Set(employers.map((name) => name.trim()).filter((name) => name.length >= 2))]
    // The longest first, so "Acme Labs" goes whole before "Acme".
    .sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  return text.replace(pattern, EMPLOYER_PLACEHOLDER);
}

export interface BackgroundHiding {
  /** The candidate's name parts (redact-names.ts), taken out of what they wrote as from what they said. */
  nameParts: readonly string[];
  /** The company's setting: employer names go too. */
  hideEmployers: boolean;
  /** The company's opaque ids (opaque-id.ts). */
  seal: (kind: OpaqueKind, id: string) => string;
}

/**
 * The bio and the work history of a candidate a blind-review company has hidden (decision 0077):
 * their name taken out of the bio and every job's text, as the transcript's is; the dates left
 * out (the duration and the order stay, a date pins a person down on any other site); the
 * employers left out and taken out of the texts while the company hides them; each job by the
 * company's own opaque id.
 */
export function hideCandidateBackground<T extends { bio: string | null; workExperience: CompanyWorkExperience[] }>(
  shown: T,
  hiding: BackgroundHiding,
): T {
  const employers = hiding.hideEmployers
    ? shown.workExperience.flatMap((job) => (job.companyName === null ? [] : [job.companyName]))
    : [];
  const text = (value: string) => redactEmployersInText(redactNameInText(value, hiding.nameParts), employers);
  return {
    ...shown,
    bio: shown.bio === null ? null : text(shown.bio),
    workExperience: shown.workExperience.map((job) => ({
      ...job,
      id: hiding.seal("experience", job.id),
      position: text(job.position),
      companyName: hiding.hideEmployers ? null : job.companyName,
      startDate: null,
      endDate: null,
      description: job.description === null ? null : text(job.description),
    })),
  };
}

/**
 * How one company hides one candidate it has hidden: their name parts, the company's employer
 * setting and its opaque ids. For the single-candidate reads (profile, application).
 */
export async function backgroundHidingFor(
  services: Pick<AppServices, "db" | "config">,
  companyId: string,
  profile: { id: string; firstName: string; lastName: string },
): Promise<BackgroundHiding> {
  const [hideEmployers, secret] = await Promise.all([
    blindReviewHidesEmployers(services.db, companyId),
    blindAliasSecret(services),
  ]);
  return { nameParts: nameParts(profile), hideEmployers, seal: companyOpaqueIds(secret, companyId) };
}
