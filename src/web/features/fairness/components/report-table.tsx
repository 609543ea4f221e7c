import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import {
  IMPACT_RATIO_THRESHOLD,
  fairnessReportMessages,
  type FairnessTable,
  type GroupRate,
} from "@shared/fairness/fairness-report-contracts";
import { count, percent } from "./report-format";

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

export function ReportTable({ table }: { table: FairnessTable }) {
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
