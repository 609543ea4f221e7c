import { Calendar, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import type { CompanyPostingSummary, PostingStatus } from "@shared/postings/company-posting-contracts";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/ui/format-date";
import { experienceLevelLabel } from "../lib/experience-level-label";
import { PostingSkillBadges } from "./posting-skill-badges";

const postingStatusLabels: Record<PostingStatus, string> = {
  active: "Active",
  paused: "Paused",
  closed: "Closed",
};
const statusVariants: Record<PostingStatus, BadgeVariant> = {
  active: "success",
  paused: "warning",
  closed: "secondary",
};

export function PostingStatusBadge({ status }: { status: PostingStatus }) {
  return <Badge variant={statusVariants[status]}>{postingStatusLabels[status]}</Badge>;
}

const applicants = (count: number) => `${count} ${count === 1 ? "applicant" : "applicants"}`;

/** One of the company's postings in its lists (/job-postings, /internal-jobs), with its two ways on. */
export function CompanyPostingCard({ posting }: { posting: CompanyPostingSummary }) {
  const titleId = `company-posting-${posting.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-medium break-words text-foreground">
            {posting.title}
          </h2>
          <PostingStatusBadge status={posting.status} />
          {posting.visibility === "internal" && <Badge variant="info">Internal</Badge>}
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <Badge variant="outline" className="gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {posting.location} · {posting.locationType}
          </Badge>
          {posting.department && <span>{posting.department}</span>}
          <span>{posting.employmentType}</span>
          <span>{experienceLevelLabel(posting.experienceLevel)}</span>
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-4" />
            Posted <time dateTime={posting.createdAt}>{formatDate(posting.createdAt)}</time>
          </span>
          {posting.salaryRange && <span>{posting.salaryRange}</span>}
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {applicants(posting.applicantCount)}
          </span>
        </p>
        <p className="text-sm break-words text-slate-700">{posting.descriptionPreview}</p>
        <PostingSkillBadges skills={posting.skills} />
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col">
        <Button variant="outline" asChild>
          <Link to={`/job-applicants/${posting.id}`} aria-describedby={titleId}>
            View Applicants
          </Link>
        </Button>
        <Button asChild>
          <Link to={`/edit-job/${posting.id}`} aria-describedby={titleId}>
            Manage Job
          </Link>
        </Button>
      </div>
    </article>
  );
}
