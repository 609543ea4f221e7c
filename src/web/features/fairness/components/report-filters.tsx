import { Download } from "lucide-react";
import { useSearchParams } from "react-router";
import type { FairnessReport } from "@shared/fairness/fairness-report-contracts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import type { ReportFilters as Filters } from "../api/get-fairness-report";
import { MonthPeriodFields } from "./month-period-fields";

export type ReportAudience = "company" | "platform";

interface ReportFiltersProps {
  report: FairnessReport | undefined;
  filters: Filters;
  csvHref: string;
  /** A company picks one of its postings and closed months; an admin picks any days. */
  audience: ReportAudience;
}

/** The report's filters, kept in the address, and the CSV of what they select. */
export function ReportFilters({ report, filters, csvHref, audience }: ReportFiltersProps) {
  const [, setSearchParams] = useSearchParams();
  const setFilter = (key: keyof Filters, value: string) =>
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
    <form
      className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      aria-label="Report filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {audience === "company" && (
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
      {audience === "company" ? (
        <MonthPeriodFields period={report?.period} from={filters.from} to={filters.to} onChange={setFilter} />
      ) : (
        <DayPeriodFields filters={filters} onChange={setFilter} />
      )}
      <Button variant="outline" asChild>
        <a href={csvHref} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </Button>
    </form>
  );
}

/** The platform report's period: any days (admins are trusted operators, decision 0071). */
function DayPeriodFields({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (key: "from" | "to", value: string) => void;
}) {
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="fairness-from">Decided from</Label>
        <Input
          id="fairness-from"
          type="date"
          value={filters.from ?? ""}
          onChange={(event) => onChange("from", event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="fairness-to">Decided until</Label>
        <Input
          id="fairness-to"
          type="date"
          value={filters.to ?? ""}
          onChange={(event) => onChange("to", event.target.value)}
        />
      </div>
    </>
  );
}
