import { UserRound } from "lucide-react";
import type { CompanyCandidateProfile } from "@shared/candidates/candidate-profile-contracts";

/**
 * The candidate's picture (the server lets through whoever may see the profile), or their
 * initials; under blind review (`hidden`), a neutral figure, as initials of an alias mean nothing.
 */
export function CandidateAvatar({
  profile,
  hidden = false,
}: {
  profile: Pick<CompanyCandidateProfile, "avatarUrl" | "firstName" | "lastName">;
  hidden?: boolean;
}) {
  if (hidden) {
    return (
      <div
        aria-hidden
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600"
      >
        <UserRound className="size-8" />
      </div>
    );
  }
  if (profile.avatarUrl) {
    return (
      <img
        src={profile.avatarUrl}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-full object-cover"
      />
    );
  }
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <div
      aria-hidden
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-xl font-semibold text-indigo-700"
    >
      {initials}
    </div>
  );
}
