import { Briefcase, GraduationCap, MapPin } from "lucide-react";
import type { BoardPostingSummary } from "@shared/postings/contracts";
import { experienceLevelLabel } from "../lib/experience-level-label";
import { PostingSkillBadges } from "./posting-skill-badges";

/** Where and how the job is done, and its skills: the same line on the board and the posting page. */
export function PostingFacts({
  posting,
}: {
  posting: Pick<
    BoardPostingSummary,
    "location" | "locationType" | "employmentType" | "salaryRange" | "skills" | "experienceLevel"
  >;
}) {
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" />
          {posting.location} · {posting.locationType}
        </span>
        <span className="inline-flex items-center gap-1">
          <Briefcase aria-hidden="true" className="size-4" />
          {posting.employmentType}
        </span>
        <span className="inline-flex items-center gap-1">
          <GraduationCap aria-hidden="true" className="size-4" />
          {experienceLevelLabel(posting.experienceLevel)}
        </span>
        {posting.salaryRange && <span>{posting.salaryRange}</span>}
      </p>
      <PostingSkillBadges skills={posting.skills} />
    </div>
  );
}
