import { useParams } from "react-router";
import { isApiError } from "@web/lib/http/api-error";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useNoIndex } from "@web/lib/pages/robots-meta";
import { usePublicProfile } from "../api/get-public-profile";
import { ProfileHeader } from "./public-profile/profile-header";
import { HiringCallout, ProfileSections } from "./public-profile/profile-sections";
import { ProfileLoadError, ProfileNotAvailable, ProfileSkeleton } from "./public-profile/profile-states";

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
    return <ProfileLoadError onRetry={() => void query.refetch()} />;
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:py-14">
      <ProfileHeader profile={profile} />
      <ProfileSections profile={profile} />
      <HiringCallout />
    </div>
  );
}
