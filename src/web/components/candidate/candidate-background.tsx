import type { CompanyWorkExperience } from "@shared/candidates/candidate-profile-contracts";
import type { PublicProfile } from "@shared/candidates/contracts";
import { blindReviewMessages } from "@shared/companies/blind-review-contracts";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/ui/format-date";

/** Skills as badges, with 'N+ years' where the candidate rated them. */
export function SkillBadges({ skills }: { skills: PublicProfile["skills"] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill.name}>
          <Badge variant="secondary">
            {skill.name}
            {skill.yearsExperience > 0 && (
              <span className="ml-1 text-slate-600 tabular-nums">{skill.yearsExperience}+ years</span>
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A job as the public profile shows it, or as a company reads it (blind review may hide parts, decision 0077). */
export type WorkHistoryJob = PublicProfile["workExperience"][number] | CompanyWorkExperience;

/** "2 years 3 months", "5 months", "Under a month". */
function formatDuration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    ...(years > 0 ? [`${years} ${years === 1 ? "year" : "years"}`] : []),
    ...(rest > 0 ? [`${rest} ${rest === 1 ? "month" : "months"}`] : []),
  ];
  return parts.length > 0 ? parts.join(" ") : "Under a month";
}

/** Start to end or 'Present'; under blind review, how long it lasted. */
function jobPeriod(job: WorkHistoryJob): string {
  if (job.startDate === null && "durationMonths" in job) {
    return `${formatDuration(job.durationMonths)}${job.current ? ", current role" : ""}`;
  }
  const start = job.startDate === null ? "" : formatDate(job.startDate, "month");
  return `${start} to ${job.endDate ? formatDate(job.endDate, "month") : "Present"}`;
}

/** Work history, newest first: position, company, start to end or 'Present', description. */
export function WorkHistory({ jobs }: { jobs: readonly WorkHistoryJob[] }) {
  return (
    <ol className="grid gap-6">
      {jobs.map((job) => (
        <li key={job.id} className="border-l-2 border-indigo-100 pl-4">
          <p className="font-medium text-slate-900">{job.position}</p>
          {job.companyName === null ? (
            <p className="text-slate-500 italic">{blindReviewMessages.employerHidden}</p>
          ) : (
            <p className="text-slate-700">{job.companyName}</p>
          )}
          <p className="text-sm text-slate-600 tabular-nums">{jobPeriod(job)}</p>
          {job.description && <p className="mt-2 text-slate-700">{job.description}</p>}
        </li>
      ))}
    </ol>
  );
}
