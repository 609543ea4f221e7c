import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FairnessReport, GroupRate, ReportPeriod } from "@shared/fairness/fairness-report-contracts";
import { companyReportFiltersFrom } from "../api/get-fairness-report";
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

const period: ReportPeriod = {
  lastClosedMonth: "2026-11",
  nextMonthCountedFrom: "2027-01-02T00:00:00.000Z",
  firstMonth: "2026-08",
  months: [
    { month: "2026-08", included: true, leftOut: null },
    { month: "2026-09", included: false, leftOut: "too_few_decisions" },
    { month: "2026-11", included: true, leftOut: null },
  ],
};

const report = (female: GroupRate, months: ReportPeriod | null = null): FairnessReport => ({
  scope: { company: { id: "c1", name: "Acme" }, posting: null, from: null, to: "2026-11-30" },
  period: months,
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

const render = (view: FairnessReport, audience: "company" | "platform" = "platform") =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FairnessReportView report={view} filters={{}} csvHref="/x.csv" audience={audience} />
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

  it("lets a company pick closed months only, and says which months it counted and why others were left out", () => {
    const html = render(report(rate(), period), "company");
    expect(html).toContain(">From month</label>");
    expect(html).not.toContain('type="date"');
    // August to November 2026, newest first; December, still open, is not offered.
    expect(html).toContain("Latest closed month (November 2026)");
    expect(html.match(/<option value="2026-\d\d">/g)).toHaveLength(8);
    expect(html).not.toContain('value="2026-12"');
    expect(html).toContain("Only whole calendar months (UTC) that have closed are counted");
    expect(html).toContain("<strong>Counted: </strong>August 2026, November 2026");
    expect(html).toContain("<strong>September 2026</strong>: Left out: fewer than 20 decisions that month.");
    expect(html).toContain("December 2026 is counted from January 2, 2027 (UTC), once it has closed.");
  });

  it("gives the platform report days, and no months", () => {
    const html = render(report(rate()));
    expect(html).toContain('type="date"');
    expect(html).not.toContain("Months in this report");
  });

  it("reads a day in an older link as its month", () => {
    expect(companyReportFiltersFrom(new URLSearchParams("from=2026-03-15&to=2026-05&postingId=p1"))).toEqual({
      postingId: "p1",
      from: "2026-03",
      to: "2026-05",
    });
  });
});
