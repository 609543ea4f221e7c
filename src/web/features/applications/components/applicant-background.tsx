import type { CompanyApplication } from "@shared/applications/company-application-contracts";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format-date";

type Candidate = CompanyApplication["candidate"];

/** The applicant's skills (with years) and work history, as their profile lists them. */
export function ApplicantBackground({ candidate }: { candidate: Candidate }) {
  return (
    <div className="grid gap-6">
      {candidate.bio && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>About</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">{candidate.bio}</p>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Skills</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {candidate.skills.length === 0 ? (
            <p className="text-sm text-muted-foreground">No skills listed.</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
              {candidate.skills.map((skill) => (
                <li key={skill.name}>
                  <Badge variant="secondary">
                    {skill.name}
                    {skill.yearsExperience > 0 && ` · ${skill.yearsExperience} yr`}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Experience</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {candidate.workExperience.length === 0 ? (
            <p className="text-sm text-muted-foreground">No work history listed.</p>
          ) : (
            <ol className="grid gap-4">
              {candidate.workExperience.map((job) => (
                <li key={job.id} className="grid gap-0.5">
                  <p className="font-medium">
                    {job.position} · {job.companyName}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(job.startDate, "month")} – {job.endDate ? formatDate(job.endDate, "month") : "Present"}
                  </p>
                  {job.description && <p className="text-sm whitespace-pre-line text-slate-700">{job.description}</p>}
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
