import type { CandidateVisibilityView } from "@shared/candidates/visibility-contracts";

/** One sentence per fact, each true of the candidate's settings as the server has them. */
export interface VisibilitySummary {
  pool: string;
  publicProfile: string;
  /** Only while some company reviews blind and companies may find the candidate. */
  blindReview: string | null;
}

/** "A", "A and B", "A, B and C". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function poolSentence(view: CandidateVisibilityView): string {
  const industries = listOf(view.visibleIndustries);
  if (view.employerVisibility === "hidden") {
    return "No company can find you in the candidate pool or its search; companies you applied to still see your application.";
  }
  const who =
    view.employerVisibility === "industries" ? `verified companies in ${industries}` : "every verified company";
  if (!view.inPool) {
    return `Companies cannot find you in the candidate pool yet: once you record your interview or upload a resume, ${who} can.`;
  }
  return view.employerVisibility === "industries"
    ? `Only verified companies in ${industries} can find you in the candidate pool.`
    : "Verified companies can find you in the candidate pool.";
}

/**
 * Who can see the candidate (decision 0028's two settings, stored apart): the pool (all,
 * industries or hidden, and whether their own half of the pool rule holds yet), the public
 * profile page, and blind review where a company uses it (decision 0052).
 */
export function visibilitySummary(view: CandidateVisibilityView): VisibilitySummary {
  const findable = view.employerVisibility !== "hidden" && view.inPool;
  return {
    pool: poolSentence(view),
    publicProfile: view.publicProfileEnabled
      ? "Your public profile page is on: anyone with its link can see it."
      : "Your public profile page is off: anyone who opens its link is told it is not available.",
    blindReview:
      findable && view.someCompaniesReviewBlind
        ? "Some companies review blind: they see an alias instead of your name and photo until they have scored or noted you."
        : null,
  };
}
