import { Label } from "@web/components/ui/label";
import type { ReportPeriod } from "@shared/fairness/fairness-report-contracts";
import { closedMonths, monthLabel } from "./report-format";

interface MonthPeriodFieldsProps {
  period: ReportPeriod | null | undefined;
  from: string | undefined;
  to: string | undefined;
  onChange: (key: "from" | "to", value: string) => void;
}

const selectClass = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/**
 * The company's period as two lists of closed months (decision 0071): never a day, never the
 * month still open. Each list offers only the months that keep the period the right way round.
 */
export function MonthPeriodFields({ period, from, to, onChange }: MonthPeriodFieldsProps) {
  const months = closedMonths(period);
  // A month from the address that is no longer offered (an old link) stays selectable.
  const withCurrent = (value: string | undefined) => (value && !months.includes(value) ? [value, ...months] : months);
  const latest = period ? `Latest closed month (${monthLabel(period.lastClosedMonth)})` : "Latest closed month";
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="fairness-from">From month</Label>
        <select
          id="fairness-from"
          className={selectClass}
          value={from ?? ""}
          onChange={(event) => onChange("from", event.target.value)}
        >
          <option value="">Earliest</option>
          {withCurrent(from)
            .filter((month) => !to || month <= to)
            .map((month) => (
              <option key={month} value={month}>
                {monthLabel(month)}
              </option>
            ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="fairness-to">Until month</Label>
        <select
          id="fairness-to"
          className={selectClass}
          value={to ?? ""}
          onChange={(event) => onChange("to", event.target.value)}
        >
          <option value="">{latest}</option>
          {withCurrent(to)
            .filter((month) => !from || month >= from)
            .map((month) => (
              <option key={month} value={month}>
                {monthLabel(month)}
              </option>
            ))}
        </select>
      </div>
    </>
  );
}
