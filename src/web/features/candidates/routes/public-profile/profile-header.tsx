import { Briefcase, Download, ExternalLink, MapPin } from "lucide-react";
import type { PublicProfile } from "@shared/candidates/contracts";
import { Button } from "@web/components/ui/button";
import { CopyLinkButton } from "./copy-link-button";

function initials(profile: PublicProfile): string {
  return `${profile.firstName[0] ?? ""}${profile.lastName[0] ?? ""}`.toUpperCase();
}

/** The candidate's photo (or initials), name, title, experience and location, and the links to share or download. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt=""
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-full object-cover"
          />
        ) : (
          <div
            aria-hidden
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-2xl font-semibold text-indigo-700"
          >
            {initials(profile)}
          </div>
        )}
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            {profile.firstName} {profile.lastName}
          </h1>
          {profile.title && <p className="mt-1 text-lg text-slate-700">{profile.title}</p>}
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-4" aria-hidden />
              <span className="tabular-nums">{profile.experienceYears}</span> years of experience
            </span>
            {profile.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden />
                {profile.location}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyLinkButton />
        {profile.linkedinUrl && (
          <Button variant="outline" asChild>
            <a href={profile.linkedinUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              LinkedIn
            </a>
          </Button>
        )}
        {profile.resumeUrl && (
          <Button variant="outline" asChild>
            <a href={profile.resumeUrl} download>
              <Download aria-hidden />
              Download Resume
            </a>
          </Button>
        )}
      </div>
    </header>
  );
}
