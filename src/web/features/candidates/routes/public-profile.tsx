import { Briefcase, Check, Copy, Download, ExternalLink, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PROFILE_NOT_AVAILABLE, type PublicProfile } from "@shared/candidates/contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useNoIndex } from "@web/lib/pages/robots-meta";
import { usePublicProfile } from "../api/get-public-profile";
import { SkillBadges, WorkHistory } from "@web/components/candidate/candidate-background";

const COPIED_FEEDBACK_MS = 2000;

function initials(profile: PublicProfile): string {
  return `${profile.firstName[0] ?? ""}${profile.lastName[0] ?? ""}`.toUpperCase();
}

function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      onClick={async () => {
        await navigator.clipboard.writeText(window.location.href);
        setCopied(true);
        toast.success("Profile link copied to clipboard");
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? "Copied!" : "Copy link"}
    </Button>
  );
}

function ProfileNotAvailable() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Profile Not Available</h1>
      <p className="mt-3 text-slate-600">{PROFILE_NOT_AVAILABLE}</p>
      <Button asChild className="mt-8">
        <Link to="/">Return Home</Link>
      </Button>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="mx-auto grid max-w-4xl gap-6 px-4 py-12">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-5 w-40" />
        </div>
      </div>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}

/** /candidate/:id — what a candidate chose to show anyone. */
export function PublicProfilePage() {
  const { id = "" } = useParams();
  const query = usePublicProfile(id);
  const profile = query.data;
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  usePageMeta({
    title: profile
      ? `${profile.firstName} ${profile.lastName}`
      : missing
        ? "Profile Not Available"
        : "Candidate profile",
    description: profile
      ? `${profile.firstName} ${profile.lastName}${profile.title ? `, ${profile.title}` : ""}: an AI-interviewed candidate on OneTake.`
      : undefined,
  });
  useNoIndex(!profile);

  if (query.isPending) return <ProfileSkeleton />;
  if (!profile) {
    if (missing) return <ProfileNotAvailable />;
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">We couldn't load this profile</h1>
        <p className="mt-3 text-slate-600">Check your connection and try again.</p>
        <Button className="mt-8" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:py-14">
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

      {profile.bio && (
        <Card>
          <CardHeader>
            <CardTitle>About</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">{profile.bio}</p>
          </CardContent>
        </Card>
      )}

      {profile.skills.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Skills</CardTitle>
          </CardHeader>
          <CardContent>
            <SkillBadges skills={profile.skills} />
          </CardContent>
        </Card>
      )}

      {profile.workExperience.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Work experience</CardTitle>
          </CardHeader>
          <CardContent>
            <WorkHistory jobs={profile.workExperience} />
          </CardContent>
        </Card>
      )}

      <Card className="bg-indigo-50">
        <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold text-slate-900">Hiring for AI roles?</h2>
            <p className="text-slate-700">
              Verified companies watch candidates' interviews with AI feedback on OneTake.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/register-company">Register your company</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/login">Sign in</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
