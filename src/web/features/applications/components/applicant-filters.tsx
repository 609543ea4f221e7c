import { useId } from "react";
import {
  applicantSorts,
  applicantStatusFilters,
  interviewProgresses,
} from "@shared/applications/company-application-contracts";
import { applicationStatusLabel } from "@shared/candidates/application-status";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { ANY, progressLabels, sortLabels } from "../lib/applicant-filters";

/** Sort, application status and interview status; each change goes back to page 1 (the URL keeps them). */
export function ApplicantFilters({
  sort,
  status,
  interview,
  onChange,
}: {
  sort: string;
  status: string | undefined;
  interview: string | undefined;
  onChange: (name: "sort" | "status" | "interview", value: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterSelect
        label="Sort by"
        value={sort}
        options={applicantSorts.map((value) => ({ value, label: sortLabels[value] }))}
        onChange={(value) => onChange("sort", value)}
      />
      <FilterSelect
        label="Application status"
        value={status ?? ANY}
        options={[
          { value: ANY, label: "Any status" },
          // "reviewed" reads as Completed like "completed"; filtering on it separately would look like a duplicate.
          ...applicantStatusFilters
            .filter((value) => value !== "reviewed")
            .map((value) => ({ value, label: applicationStatusLabel(value) })),
        ]}
        onChange={(value) => onChange("status", value)}
      />
      <FilterSelect
        label="Interview"
        value={interview ?? ANY}
        options={[
          { value: ANY, label: "Any interview status" },
          ...interviewProgresses.map((value) => ({ value, label: progressLabels[value] })),
        ]}
        onChange={(value) => onChange("interview", value)}
      />
    </div>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
