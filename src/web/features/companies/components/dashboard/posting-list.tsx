import { MapPin } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { DashboardPosting } from "@shared/companies/dashboard-contracts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/ui/format-date";

const statusLabels: Record<DashboardPosting["status"], string> = {
  active: "Active",
  paused: "Paused",
  closed: "Closed",
};

/**
 * Postings as the dashboard shows them: title, location, posted date, description, salary and
 * skills, with the way to each posting's applicants and to managing it (as on /job-postings).
 */
export function PostingList({ postings, label }: { postings: DashboardPosting[]; label: string }) {
  const listId = useId();
  return (
    <ul className="grid gap-3" aria-label={label}>
      {postings.map((posting) => {
        const titleId = `${listId}-${posting.id}`;
        return (
          <li key={posting.id} className="grid min-w-0 gap-2 rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={titleId} className="min-w-0 font-semibold break-words">
                {posting.title}
              </h3>
              {posting.status !== "active" && <Badge variant="secondary">{statusLabels[posting.status]}</Badge>}
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="outline">
                <MapPin className="size-3" aria-hidden="true" />
                {posting.locationType} · {posting.location}
              </Badge>
              <span>Posted {formatDate(posting.createdAt)}</span>
              {posting.salaryRange && <span>{posting.salaryRange}</span>}
            </div>
            <p className="text-sm break-words text-slate-700">{posting.descriptionPreview}</p>
            {posting.skills.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label={`Skills for ${posting.title}`}>
                {posting.skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="default">{skill}</Badge>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" asChild>
                <Link to={`/job-applicants/${posting.id}`} aria-describedby={titleId}>
                  View Applicants
                </Link>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/edit-job/${posting.id}`} aria-describedby={titleId}>
                  Manage Job
                </Link>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
