import { describe, expect, it } from "vitest";
import type { CandidateVisibilityView } from "@shared/candidates/visibility-contracts";
import { visibilitySummary } from "./visibility-summary";

const defaults: CandidateVisibilityView = {
  publicProfileEnabled: false,
  employerVisibility: "all",
  visibleIndustries: [],
  inPool: true,
  someCompaniesReviewBlind: false,
};

describe("visibilitySummary (decision 0028)", () => {
  it("says a candidate in every pool is found there while the public profile page is off", () => {
    expect(visibilitySummary(defaults)).toEqual({
      pool: "Verified companies can find you in the candidate pool.",
      publicProfile: "Your public profile page is off: anyone who opens its link is told it is not available.",
      blindReview: null,
    });
  });

  it("names the chosen industries, and the public page when it is on", () => {
    const summary = visibilitySummary({
      ...defaults,
      publicProfileEnabled: true,
      employerVisibility: "industries",
      visibleIndustries: ["Fintech", "Security", "Healthcare"],
    });
    expect(summary.pool).toBe(
      "Only verified companies in Fintech, Security and Healthcare can find you in the candidate pool.",
    );
    expect(summary.publicProfile).toBe("Your public profile page is on: anyone with its link can see it.");
  });

  it("says hidden candidates are found by nobody but the companies they applied to", () => {
    const summary = visibilitySummary({ ...defaults, employerVisibility: "hidden", someCompaniesReviewBlind: true });
    expect(summary.pool).toBe(
      "No company can find you in the candidate pool or its search; companies you applied to still see your application.",
    );
    expect(summary.blindReview).toBeNull();
  });

  it("says nobody finds a candidate yet who has neither an interview nor a resume", () => {
    expect(visibilitySummary({ ...defaults, inPool: false, someCompaniesReviewBlind: true })).toMatchObject({
      pool: "Companies cannot find you in the candidate pool yet: once you record your interview or upload a resume, every verified company can.",
      blindReview: null,
    });
  });

  it("mentions blind review only while some company uses it", () => {
    expect(visibilitySummary({ ...defaults, someCompaniesReviewBlind: true }).blindReview).toBe(
      "Some companies review blind: they see an alias instead of your name and photo until they have scored or noted you.",
    );
  });
});
