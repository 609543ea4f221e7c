import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MatchReasons } from "@shared/matching/match-reasons";
import { AiScoreFigure } from "./ai-score-figure";
import { MatchReasonsView } from "./match-reasons";
import { MatchScoreBadge } from "./match-score-badge";

const reasons: MatchReasons = {
  skills: [
    {
      skill: "Python",
      status: "met",
      years: 4,
      source: "profile",
      transcript: null,
      evidence: "claimed",
      excerpt: null,
    },
    {
      skill: "Go",
      status: "met",
      years: null,
      source: "resume",
      transcript: null,
      evidence: "shown",
      excerpt: "Built the billing service in Go.",
    },
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
      evidence: "shown",
      excerpt: null,
    },
    {
      skill: "AWS",
      status: "negated",
      years: null,
      source: "transcript",
      transcript: {
        interviewId: "11111111-1111-4111-8111-111111111111",
        questionIndex: 3,
        text: "I have never used AWS.",
        startSeconds: 300,
      },
      evidence: null,
      excerpt: null,
    },
    {
      skill: "Kubernetes",
      status: "missing",
      years: null,
      source: null,
      transcript: null,
      evidence: null,
      excerpt: null,
    },
    { skill: "Rust", status: "unclear", years: null, source: null, transcript: null, evidence: null, excerpt: null },
  ],
  level: { fit: "meets", candidateYears: 4, postingLevel: "mid" },
  title: { similarity: 0.4 },
  location: { fit: "compatible", postingType: "Remote" },
  evaluationScore: 71,
  claimedSkills: 20,
  breakdown: { skills: 22, level: 20, title: 6, location: 15 },
};

const render = (score: number, withAiScore = false) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MatchReasonsView score={score} reasons={reasons} profileId="profile-1" withAiScore={withAiScore} />
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

  it("gives the quote's time without a link to the pool profile where the viewer has no pool (decision 0084)", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MatchReasonsView score={63} reasons={reasons} profileId="profile-1" linkToProfile={false} />
      </MemoryRouter>,
    );
    expect(html).toContain("I trained our ranking models in PyTorch.");
    expect(html).toContain("04:12");
    expect(html).not.toContain("/candidate-profile/");
  });

  it("names the skills shown, claimed, said not used and missing, and every reason with its evidence under Why", () => {
    const html = render(63);
    expect(html).toContain("Shown in use: Go, PyTorch");
    expect(html).toContain("Claimed: Python");
    expect(html).toContain("Said not used: AWS");
    expect(html).toContain("Missing: Kubernetes");
    expect(html).toContain("Why 63%");
    expect(html).toContain("Claimed Python: 4 years on profile");
    expect(html).toContain("Shown in use Go: in the resume");
    expect(html).toContain("“Built the billing service in Go.”");
    expect(html).toContain("Shown in use PyTorch: said in the interview at 04:12");
    expect(html).toContain("I trained our ranking models in PyTorch.");
    expect(html).toContain('href="/candidate-profile/profile-1"');
    expect(html).toContain("Said not used AWS: said in the interview at 05:00");
    expect(html).toContain("“I have never used AWS.”");
    expect(html).toContain("Missing Kubernetes");
    expect(html).toContain("Unknown Rust");
    expect(html).toContain("Level fits: 4 years, Mid Level (3-5 years) asked");
    expect(html).toContain("Location fits (Remote)");
    expect(html).toContain("and less again since 20 skills are claimed");
    expect(html).toContain("The AI score is not part of it.");
  });

  it("shows the AI score beside the match only where asked, never inside it", () => {
    expect(render(63)).not.toContain("71/100");
    expect(render(63, true)).toMatch(/AI score <\/span>71\/100/);
    expect(renderToStaticMarkup(<AiScoreFigure score={null} />)).toContain("No AI score");
  });
});
