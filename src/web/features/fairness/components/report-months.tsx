import { fairnessReportMessages, type ReportPeriod } from "@shared/fairness/fairness-report-contracts";
import { dayLabel, monthLabel, nextMonth } from "./report-format";

/**
 * Which months a company's report counts and which it leaves out, each with its reason in plain
 * words, and when the month still open will be counted (decision 0071).
 */
export function ReportMonths({ period }: { period: ReportPeriod }) {
  const counted = period.months.filter((month) => month.included);
  const leftOut = period.months.filter((month) => !month.included);
  return (
    <section aria-labelledby="fairness-months" className="grid gap-2 rounded-lg border border-border p-4 text-sm">
      <h2 id="fairness-months" className="text-lg font-semibold">
        Months in this report
      </h2>
      <p className="text-muted-foreground">{fairnessReportMessages.monthsExplained}</p>
      {period.months.length === 0 ? (
        <p>{fairnessReportMessages.noMonth}</p>
      ) : (
        <p>
          <strong>Counted: </strong>
          {counted.length > 0 ? counted.map((month) => monthLabel(month.month)).join(", ") : "none."}
        </p>
      )}
      {leftOut.length > 0 && (
        <ul className="grid gap-1" aria-label="Months left out">
          {leftOut.map((month) => (
            <li key={month.month}>
              <strong>{monthLabel(month.month)}</strong>: {fairnessReportMessages.leftOut[month.leftOut!]}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground">
        {monthLabel(nextMonth(period.lastClosedMonth))} is counted from {dayLabel(period.nextMonthCountedFrom)} (UTC),
        once it has closed.
      </p>
    </section>
  );
}
