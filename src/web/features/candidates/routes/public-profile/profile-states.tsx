import { Link } from "react-router";
import { PROFILE_NOT_AVAILABLE } from "@shared/candidates/contracts";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";

/** The profile is hidden or does not exist (404). */
export function ProfileNotAvailable() {
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

export function ProfileSkeleton() {
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

/** The profile did not load for another reason than being unavailable. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">We couldn't load this profile</h1>
      <p className="mt-3 text-slate-600">Check your connection and try again.</p>
      <Button className="mt-8" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
