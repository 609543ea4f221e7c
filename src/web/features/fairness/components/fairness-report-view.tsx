import { fairnessReportMessages, type FairnessReport } from "@shared/fairness/fairness-report-contracts";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ReportFilters as Filters } from "../api/get-fairness-report";
import { FairnessMethod } from "./fairness-method";
import { ReportFilters, type ReportAudience } from "./report-filters";
import { ReportMonths } from "./report-months";
import { count } from "./report-format";
import { ReportTable } from "./report-table";

interface FairnessReportViewProps {
  report: FairnessReport | undefined;
  filters: Filters;
  /** The CSV's address for the current filters. */
  csvHref: string;
  /** A company's report (a posting filter, closed months) or the platform's (any days). */
  audience: ReportAudience;
}

/** Whether any count or rate of the report is hidden: then the page says why, once. */
function hidesAny(report: FairnessReport): boolean {
  const { decided, hired, scored } = report.totals;
  if (decided === null || hired === null || scored === null) return true;
  return report.tables.some((table) =>
    table.groups.some((group) =>
      [group.selection, group.scoring].some((rate) => rate.total === null || rate.rate === null),
    ),
  );
}

function ReportTotals({ totals }: { totals: FairnessReport["totals"] }) {
  const figures = [
    ["Decisions", count(totals.decided)],
    ["Hired", count(totals.hired)],
    ["Scored by the AI", count(totals.scored)],
    ["Median AI score", totals.medianScore === null ? fairnessReportMessages.suppressed : String(totals.medianScore)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Totals">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Filters, the months counted, totals, the three tables and the CSV download; the figures come from the server as they are. */
export function FairnessReportView({ report, filters, csvHref, audience }: FairnessReportViewProps) {
  return (
    <div className="grid gap-6">
      <ReportFilters report={report} filters={filters} csvHref={csvHref} audience={audience} />
      {!report ? (
        <div className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          {report.period && <ReportMonths period={report.period} />}
          <ReportTotals totals={report.totals} />
          {hidesAny(report) && (
            <p role="note" className="rounded-md border border-border bg-slate-50 p-3 text-sm">
              {fairnessReportMessages.hiddenExplained}
            </p>
          )}
          {report.tables.map((table) => (
            <ReportTable key={table.dimension} table={table} />
          ))}
        </>
      )}
      <FairnessMethod />
    </div>
  );
}
