import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MatchReasons } from "@shared/matching/match-reasons";
import { MatchReasonsView } from "./match-reasons";
import { MatchScoreBadge } from "./match-score-badge";

const reasons: MatchReasons = {
  skills: [
    { skill: "Python", status: "met", years: 4, source: "profile", transcript: null },
    {
      skill: "PyTorch",
      status: "met",
      years: null,
      source: "transcript",
      transcript: {
        interviewId: "11111111-1111-4111-8111-111111111111",
        questionIndex: 2,
        text: "I trained our ranking models in PyTorch.",
        startSeconds: 252,
      },
    },
    { skill: "Kubernetes", status: "missing", years: null, source: null, transcript: null },
  ],
  level: { fit: "meets", candidateYears: 4, postingLevel: "mid" },
  title: { similarity: 0.4 },
  location: { fit: "compatible", postingType: "Remote" },
  evaluationScore: 71,
  breakdown: { skills: 40, level: 20, title: 4, location: 10, evaluation: 7 },
};

const render = (score: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MatchReasonsView score={score} reasons={reasons} profileId="profile-1" />
    </MemoryRouter>,
  );

describe("a match as the company sees it", () => {
  it("shows the score in the spec's colours: 90+ green, 75+ blue, else amber", () => {
    expect(renderToStaticMarkup(<MatchScoreBadge score={90} />)).toContain("text-top-match");
    expect(renderToStaticMarkup(<MatchScoreBadge score={89} />)).toContain("text-info");
    expect(renderToStaticMarkup(<MatchScoreBadge score={75} />)).toContain("text-info");
    expect(renderToStaticMarkup(<MatchScoreBadge score={74} />)).toContain("text-warning");
    expect(renderToStaticMarkup(<MatchScoreBadge score={74} />)).toContain("74% match");
  });

  it("names the skills met and missing, and every reason with its evidence under Why", () => {
    const html = render(82);
    expect(html).toContain("Has: Python, PyTorch");
    expect(html).toContain("Missing: Kubernetes");
    expect(html).toContain("Why 82%");
    expect(html).toContain("Has Python: 4 years on profile");
    expect(html).toContain("Has PyTorch: said in the interview at 04:12");
    expect(html).toContain("I trained our ranking models in PyTorch.");
    expect(html).toContain('href="/candidate-profile/profile-1"');
    expect(html).toContain("Missing Kubernetes");
    expect(html).toContain("Level fits: 4 years, Mid Level (3-5 years) asked");
    expect(html).toContain("Location fits (Remote)");
    expect(html).toContain("Interview AI score: 71/100");
  });
});
