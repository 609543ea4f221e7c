import { Briefcase, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicProfile } from "@shared/candidates/contracts";

/**
 * A candidate page's heading as a company sees it: the name, the headline, then a line of facts
 * (years of experience, location, and whatever the page adds after them).
 */
export function CandidateHeading({
  name,
  title,
  experienceYears,
  location,
  children,
}: {
  name: string;
  title: PublicProfile["title"];
  experienceYears: PublicProfile["experienceYears"];
  location: PublicProfile["location"];
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{name}</h1>
      {title && <p className="text-lg text-slate-700">{title}</p>}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Briefcase className="size-4" aria-hidden="true" />
          <span className="tabular-nums">{experienceYears}</span> years of experience
        </span>
        {location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {location}
          </span>
        )}
        {children}
      </p>
    </div>
  );
}
