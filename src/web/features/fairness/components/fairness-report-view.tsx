import { AlertTriangle, Download } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import {
  IMPACT_RATIO_THRESHOLD,
  MINIMUM_CELL,
  SMALL_GROUP_SHARE,
  fairnessReportMessages,
  type FairnessReport,
  type FairnessTable,
  type GroupRate,
} from "@shared/fairness/fairness-report-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ReportFilters } from "../api/get-fairness-report";

const count = (value: number | null) =>
  value === null ? fairnessReportMessages.suppressed : value.toLocaleString("en-US");
const percent = (value: number | null) =>
  value === null ? fairnessReportMessages.suppressed : `${(value * 100).toFixed(1)}%`;

/** The impact ratio with what it means in words, never colour alone. */
function Ratio({ rate }: { rate: GroupRate }): ReactNode {
  if (rate.notCompared) return <span className="text-muted-foreground">Not compared</span>;
  if (rate.smallGroup) return <span className="text-muted-foreground">Small group: not compared</span>;
  if (rate.impactRatio === null)
    return <span className="text-muted-foreground">{fairnessReportMessages.suppressed}</span>;
  const value = rate.impactRatio.toFixed(2);
  if (!rate.belowThreshold) return <span className="tabular-nums">{value}</span>;
  return (
    <span className="inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 font-medium text-amber-800 tabular-nums">
      <AlertTriangle aria-hidden="true" className="size-4" />
      {value} (below {IMPACT_RATIO_THRESHOLD})
    </span>
  );
}

function ReportTable({ table }: { table: FairnessTable }) {
  return (
    <section aria-labelledby={`table-${table.dimension}`} className="grid gap-2">
      <h2 id={`table-${table.dimension}`} className="text-lg font-semibold">
        {table.title}
      </h2>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div
        className="overflow-x-auto rounded-lg border border-border"
        tabIndex={0}
        role="region"
        aria-label={`${table.title} (scrolls sideways)`}
      >
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">{table.title}: selection and scoring rates with impact ratios</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="p-2 font-medium">
                Group
              </th>
              <th scope="col" className="p-2 font-medium">
                Decided
              </th>
              <th scope="col" className="p-2 font-medium">
                Hired
              </th>
              <th scope="col" className="p-2 font-medium">
                Selection rate
              </th>
              <th scope="col" className="p-2 font-medium">
                Impact ratio (selection)
              </th>
              <th scope="col" className="p-2 font-medium">
                Scored
              </th>
              <th scope="col" className="p-2 font-medium">
                Above median
              </th>
              <th scope="col" className="p-2 font-medium">
                Scoring rate
              </th>
              <th scope="col" className="p-2 font-medium">
                Impact ratio (scoring)
              </th>
            </tr>
          </thead>
          <tbody>
            {table.groups.map((group) => (
              <tr key={group.key} className="border-t border-border">
                <th scope="row" className="p-2 text-left font-medium">
                  {group.label}
                </th>
                <td className="p-2 tabular-nums">{count(group.selection.total)}</td>
                <td className="p-2 tabular-nums">{count(group.selection.positive)}</td>
                <td className="p-2 tabular-nums">{percent(group.selection.rate)}</td>
                <td className="p-2">
                  <Ratio rate={group.selection} />
                </td>
                <td className="p-2 tabular-nums">{count(group.scoring.total)}</td>
                <td className="p-2 tabular-nums">{count(group.scoring.positive)}</td>
                <td className="p-2 tabular-nums">{percent(group.scoring.rate)}</td>
                <td className="p-2">
                  <Ratio rate={group.scoring} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The method in plain words, on the page beside the figures. */
function FairnessMethod() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>How to read this report</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-muted-foreground">
        <p>
          <strong className="text-foreground">Selection rate</strong> is how many people in a group were hired, divided
          by how many in that group got a decision (hired or not hired).{" "}
          <strong className="text-foreground">Scoring rate</strong> is the share of a group whose AI interview score is
          above the median score of everyone counted.
        </p>
        <p>
          <strong className="text-foreground">Impact ratio</strong> is a group&rsquo;s rate divided by the highest rate
          of any group. A ratio of 1 means the same rate as the best-treated group. Under the common four-fifths rule of
          thumb, a ratio under {IMPACT_RATIO_THRESHOLD} deserves a closer look; such ratios are marked &ldquo;below{" "}
          {IMPACT_RATIO_THRESHOLD}&rdquo;.
        </p>
        <p>
          Groups holding under {SMALL_GROUP_SHARE * 100}% of the people counted are flagged as small and left out of the
          ratios, as are &ldquo;I prefer not to say&rdquo; and people who did not answer. To protect people, any count
          under {MINIMUM_CELL} is shown as &ldquo;{fairnessReportMessages.suppressed}&rdquo;, and so is any figure that
          would let someone work one out from the totals or the other figures.
        </p>
        <p>
          Answers are voluntary and come from candidates themselves; they are never shown to reviewers. Decisions are
          counted by the date they were made.
        </p>
      </CardContent>
    </Card>
  );
}

interface FairnessReportViewProps {
  report: FairnessReport | undefined;
  filters: ReportFilters;
  /** The CSV's address for the current filters. */
  csvHref: string;
  /** Offer the posting filter (companies; the platform report has none). */
  withPostingFilter: boolean;
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

/** Filters, totals, the three tables and the CSV download; the figures come from the server as they are. */
export function FairnessReportView({ report, filters, csvHref, withPostingFilter }: FairnessReportViewProps) {
  const [, setSearchParams] = useSearchParams();
  const setFilter = (key: keyof ReportFilters, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <form
        className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        aria-label="Report filters"
        onSubmit={(event) => event.preventDefault()}
      >
        {withPostingFilter && (
          <div className="grid gap-1.5">
            <Label htmlFor="fairness-posting">Job posting</Label>
            <select
              id="fairness-posting"
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              value={filters.postingId ?? ""}
              onChange={(event) => setFilter("postingId", event.target.value)}
            >
              <option value="">All postings</option>
              {report?.postings.map((posting) => (
                <option key={posting.id} value={posting.id}>
                  {posting.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="fairness-from">Decided from</Label>
          <Input
            id="fairness-from"
            type="date"
            value={filters.from ?? ""}
            onChange={(event) => setFilter("from", event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="fairness-to">Decided until</Label>
          <Input
            id="fairness-to"
            type="date"
            value={filters.to ?? ""}
            onChange={(event) => setFilter("to", event.target.value)}
          />
        </div>
        <Button variant="outline" asChild>
          <a href={csvHref} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </form>

      {!report ? (
        <div className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Totals">
            {[
              ["Decisions", count(report.totals.decided)],
              ["Hired", count(report.totals.hired)],
              ["Scored by the AI", count(report.totals.scored)],
              [
                "Median AI score",
                report.totals.medianScore === null
                  ? fairnessReportMessages.suppressed
                  : String(report.totals.medianScore),
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border p-3">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
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
