import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FairnessReport, GroupRate } from "@shared/fairness/fairness-report-contracts";
import { FairnessReportView } from "./fairness-report-view";

const rate = (over: Partial<GroupRate> = {}): GroupRate => ({
  total: 40,
  positive: 10,
  rate: 0.25,
  impactRatio: 1,
  smallGroup: false,
  notCompared: false,
  belowThreshold: false,
  ...over,
});

const report = (female: GroupRate): FairnessReport => ({
  scope: { company: { id: "c1", name: "Acme" }, posting: null, from: null, to: null },
  postings: [],
  totals: { decided: 80, hired: 20, scored: 80, medianScore: 60 },
  tables: [
    {
      dimension: "sex",
      title: "By sex",
      groups: [
        { key: "male", label: "Male", selection: rate(), scoring: rate() },
        { key: "female", label: "Female", selection: female, scoring: rate() },
      ],
    },
  ],
});

const render = (view: FairnessReport) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FairnessReportView report={view} filters={{}} csvHref="/x.csv" withPostingFilter={false} />
    </MemoryRouter>,
  );

describe("FairnessReportView", () => {
  it("marks every hidden figure with one word and says once, in plain words, why", () => {
    const html = render(report(rate({ total: 12, positive: null, rate: null, impactRatio: null })));
    expect(html.match(/Some figures are hidden to protect the people counted/g)).toHaveLength(1);
    expect(html).toContain("with fewer than about 20 decisions most of them stay hidden");
    expect(html).toContain(">hidden<");
    expect(html).not.toContain("fewer than 5");
    expect(html).not.toContain(">—<");
  });

  it("says nothing about hidden figures when none is hidden", () => {
    expect(render(report(rate()))).not.toContain("Some figures are hidden");
  });
});
