import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PostingAgreement } from "@shared/agreement/agreement-report-contracts";
import { companyAudience, platformAudience, type Audience } from "../lib/agreement-text";
import { AgreementView } from "./agreement-view";

const shown = <T,>(value: T, count = 24) => ({ status: "shown" as const, value, count });
const tooFew = (count: number) => ({ status: "too-few" as const, count });

const report: Omit<PostingAgreement, "posting"> = {
  rubricVersions: [
    { version: "template-a-v2", scorecards: 48, evaluations: 24 },
    { version: "template-a-v1", scorecards: 6, evaluations: 3 },
  ],
  rubricVersion: "template-a-v2",
  criteria: [
    { key: "clarity", competency: "Explains their reasoning" },
    { key: "ownership", competency: "Takes responsibility for outcomes" },
  ],
  computedAt: "2026-12-08T02:00:00.000Z",
  figures: {
    peopleWithPeople: shown(0.84),
    aiWithPeople: { alpha: shown(0.62), meanDifference: shown(-0.4), withinOnePoint: shown(0.875) },
    criteria: [
      {
        criterionId: "clarity",
        alpha: shown(0.7),
        meanDifference: shown(-0.55),
        withinOnePoint: shown(0.9),
        overrideRate: shown(0.125),
      },
      {
        criterionId: "ownership",
        alpha: tooFew(12),
        meanDifference: tooFew(12),
        withinOnePoint: tooFew(12),
        overrideRate: tooFew(12),
      },
    ],
    aiWithItself: tooFew(19),
    acrossGroups: [
      {
        dimension: "sex",
        comparison: {
          status: "shown",
          groups: [
            { group: "female", count: 22, meanDifference: -0.5 },
            { group: "male", count: 21, meanDifference: 0.3 },
          ],
        },
      },
      { dimension: "race_ethnicity", comparison: { status: "suppressed", reason: "group-too-few" } },
      { dimension: "intersection", comparison: { status: "suppressed", reason: "fewer-than-two-groups" } },
    ],
  },
};

const render = (audience: Audience = companyAudience) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AgreementView report={report} audience={audience} />
    </MemoryRouter>,
  );

describe("AgreementView (decision 0086)", () => {
  it("shows each figure with the answers it rests on and a plain reading", () => {
    const html = render();
    expect(html).toContain("0.84");
    expect(html).toContain("Members agree closely.");
    expect(html).toContain("−0.40 points");
    expect(html).toContain("The AI scores 0.4 points lower than your team on average.");
    expect(html).toContain("The AI is within one point of your team&#x27;s average score on 88% of criteria.");
    expect(html).toContain("Based on 24 answers.");
  });

  it("says too few with the count where there is no figure yet", () => {
    const html = render();
    expect(html).toContain("Fewer than 20 answers the AI scored twice so far — no figure yet (19 answers).");
    // Per criterion: the shown one's values, the other's counts.
    expect(html).toContain("Explains their reasoning");
    expect(html).toContain("−0.55");
    expect(html).toContain("13%");
    expect(html).toContain("Too few (12)");
  });

  it("compares groups by name where shown, and says why where withheld", () => {
    const html = render(platformAudience);
    expect(html).toContain(">Female<");
    expect(html).toContain("The AI scores 0.5 points lower than people on average.");
    expect(html).toContain("The AI scores 0.3 points higher than people on average.");
    expect(html).toContain("Withheld: a group would be compared on fewer than 20 scored answers");
    expect(html).toContain("Withheld: fewer than two groups");
  });

  it("offers a choice of rubric version when there are several", () => {
    expect(render()).toContain("Rubric version");
  });
});
