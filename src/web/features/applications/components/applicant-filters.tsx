import {
  applicantSorts,
  applicantStatusFilters,
  interviewProgresses,
} from "@shared/applications/company-application-contracts";
import { applicationStatusLabel } from "@shared/candidates/application-status";
import { ANY_OPTION, FilterSelect } from "@web/components/list/filter-select";
import { progressLabels, sortLabels } from "../lib/applicant-filters";

/** Sort, application status and interview status; each change goes back to page 1 (the URL keeps them). */
export function ApplicantFilters({
  sort,
  status,
  interview,
  namesHidden,
  onChange,
}: {
  sort: string;
  /** Blind review: no sort by name (it would tell the aliases apart). */
  namesHidden: boolean;
  status: string | undefined;
  interview: string | undefined;
  onChange: (name: "sort" | "status" | "interview", value: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterSelect
        label="Sort by"
        value={sort}
        options={applicantSorts
          .filter((value) => !(namesHidden && value === "name"))
          .map((value) => ({ value, label: sortLabels[value] }))}
        onChange={(value) => onChange("sort", value)}
      />
      <FilterSelect
        label="Application status"
        value={status ?? ANY_OPTION}
        anyLabel="Any status"
        // "reviewed" reads as Completed like "completed"; filtering on it separately would look like a duplicate.
        options={applicantStatusFilters
          .filter((value) => value !== "reviewed")
          .map((value) => ({ value, label: applicationStatusLabel(value) }))}
        onChange={(value) => onChange("status", value)}
      />
      <FilterSelect
        label="Interview"
        value={interview ?? ANY_OPTION}
        anyLabel="Any interview status"
        options={interviewProgresses.map((value) => ({ value, label: progressLabels[value] }))}
        onChange={(value) => onChange("interview", value)}
      />
    </div>
  );
}
