import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ScorecardsView } from "@shared/scorecards/scorecard-contracts";
import { ScorecardForm } from "./scorecard-form";
import { ScorecardPanel } from "./scorecard-panel";

const levels = ["No answer.", "Vague.", "A point.", "A point and an example.", "Structured and specific."];
const view = (over: Partial<ScorecardsView> = {}): ScorecardsView => ({
  rubricVersion: "posting-1",
  questions: [
    {
      index: 0,
      number: 1,
      question: "Tell us about a migration you led.",
      criteria: [
        { key: "clarity", competency: "Explains their reasoning", levels },
        { key: "ownership", competency: "Owns the outcome", levels },
      ],
    },
  ],
  mine: { status: "draft", version: 0, ratings: [], recommendation: null, submittedAt: null, updatedAt: null },
  submittedCount: 0,
  aiScoresHidden: false,
  panel: null,
  ...over,
});

const render = (element: React.ReactElement) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

describe("the scorecard form (decision 0085)", () => {
  it("offers each criterion's five anchors and Not enough evidence, and counts what is left", () => {
    const html = render(
      <ScorecardForm
        applicationId="a"
        view={view({
          mine: {
            status: "draft",
            version: 0,
            ratings: [{ questionIndex: 0, criterionKey: "clarity", score: null, note: "Hard to hear." }],
            recommendation: "yes",
            submittedAt: null,
            updatedAt: "2026-12-08T00:00:00.000Z",
          },
        })}
      />,
    );
    for (const anchor of levels) expect(html).toContain(anchor);
    expect(html.match(/Not enough evidence/g)).toHaveLength(2);
    expect(html).toContain("1 of 2 criteria left to score.");
    expect(html).toContain("Hard to hear.");
    expect(html).toContain("Save draft");
    expect(html).toContain("Submit scorecard");
  });

  it("once submitted, offers to submit changes as a new version, not a draft", () => {
    const html = render(
      <ScorecardForm
        applicationId="a"
        view={view({
          mine: {
            status: "submitted",
            version: 1,
            ratings: [],
            recommendation: "no",
            submittedAt: "2026-12-08T00:00:00.000Z",
            updatedAt: "2026-12-08T00:00:00.000Z",
          },
        })}
      />,
    );
    expect(html).not.toContain("Save draft");
    expect(html).toContain("Submit changes");
  });
});

describe("the panel (decision 0085)", () => {
  it("shows each member's score and recommendation, the AI with an override, and marks Discuss", () => {
    const html = render(
      <ScorecardPanel
        questions={view().questions}
        panel={{
          members: [
            {
              name: "Hana Lee",
              isMe: false,
              recommendation: "strong_yes",
              version: 1,
              submittedAt: "2026-12-08T00:00:00.000Z",
            },
            {
              name: "Grace Hopper",
              isMe: true,
              recommendation: "no",
              version: 2,
              submittedAt: "2026-12-08T00:00:00.000Z",
            },
          ],
          criteria: [
            {
              questionIndex: 0,
              criterionKey: "clarity",
              scores: [5, 2],
              notes: ["Clear.", ""],
              ai: 4,
              aiOverride: 3,
              spread: 3,
              discuss: true,
            },
            {
              questionIndex: 0,
              criterionKey: "ownership",
              scores: [3, null],
              notes: ["", ""],
              ai: null,
              aiOverride: null,
              spread: null,
              discuss: false,
            },
          ],
        }}
      />,
    );
    expect(html).toContain("2 scorecards submitted.");
    expect(html).toContain("1 criterion is marked Discuss");
    expect(html.match(/>Discuss</g)).toHaveLength(1);
    expect(html).toContain("Strong yes");
    expect(html).toContain("Grace Hopper (you)");
    expect(html).toContain("version 2");
    expect(html).toContain("a reviewer&#x27;s override: 3");
    expect(html).toContain("Not enough evidence");
    expect(html).toContain("Not scored");
    expect(html).toContain("“Clear.”");
  });
});
