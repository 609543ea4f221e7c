import type { PublicProfile } from "@shared/candidates/contracts";
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

/** Work history, newest first: position, company, start to end or 'Present', description. */
export function WorkHistory({ jobs }: { jobs: PublicProfile["workExperience"] }) {
  return (
    <ol className="grid gap-6">
      {jobs.map((job) => (
        <li key={job.id} className="border-l-2 border-indigo-100 pl-4">
          <p className="font-medium text-slate-900">{job.position}</p>
          <p className="text-slate-700">{job.companyName}</p>
          <p className="text-sm text-slate-600 tabular-nums">
            {formatDate(job.startDate, "month")} to {job.endDate ? formatDate(job.endDate, "month") : "Present"}
          </p>
          {job.description && <p className="mt-2 text-slate-700">{job.description}</p>}
        </li>
      ))}
    </ol>
  );
}
