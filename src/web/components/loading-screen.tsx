import { Skeleton } from "./ui/skeleton";

/**
 * Shown by the access guard while a protected page works out who is signed in. The skeleton
 * mirrors a dashboard (sidebar, header, stat cards, list) so the page settles rather than jumps.
 */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh bg-background">
      <aside className="hidden w-60 shrink-0 flex-col gap-3 border-r border-border p-4 md:flex">
        <Skeleton className="mb-4 h-7 w-32" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </aside>
      <div className="flex flex-1 flex-col gap-8 p-6 sm:p-8">
        <div className="grid gap-1">
          <p className="text-lg font-semibold">Loading your profile...</p>
          <p className="text-sm text-muted-foreground">Please wait while we set up your dashboard</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="grid gap-3 rounded-lg border border-border p-5">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-8 w-16" />
            </div>
          ))}
        </div>
        <div className="grid gap-3 rounded-lg border border-border p-5">
          <Skeleton className="h-5 w-40" />
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="flex items-center gap-4">
              <Skeleton className="size-10 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
