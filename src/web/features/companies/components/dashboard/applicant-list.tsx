import type { ReactNode } from "react";
import { Link } from "react-router";
import { applicationStatusLabel, applicationStatusTone } from "@shared/candidates/application-status";
import type { DashboardApplicant } from "@shared/companies/dashboard-contracts";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/ui/format-date";

const toneVariant: Record<ReturnType<typeof applicationStatusTone>, BadgeVariant> = {
  neutral: "secondary",
  info: "info",
  success: "success",
  danger: "danger",
};

/** Applicants, newest first: each opens the application's details; `extra` adds a line under each (a match). */
export function ApplicantList<Applicant extends DashboardApplicant>({
  applicants,
  label,
  extra,
}: {
  applicants: Applicant[];
  label: string;
  extra?: (applicant: Applicant) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-border" aria-label={label}>
      {applicants.map((applicant) => (
        <li key={applicant.applicationId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
          <div className="grid min-w-0 gap-0.5">
            <Link
              to={`/application-details/${applicant.applicationId}`}
              className="font-medium text-indigo-700 hover:underline"
            >
              {applicant.name}
            </Link>
            {applicant.title && <p className="text-sm text-slate-700">{applicant.title}</p>}
            <p className="text-sm text-muted-foreground">
              Applied to {applicant.postingTitle} on {formatDate(applicant.appliedAt)}
            </p>
            {extra?.(applicant)}
          </div>
          <Badge variant={toneVariant[applicationStatusTone(applicant.status)]}>
            {applicationStatusLabel(applicant.status)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
