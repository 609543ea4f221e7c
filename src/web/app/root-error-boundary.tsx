import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";

/** A lazy route's chunk failed to download: usually a deploy replaced it, or the network dropped. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `The server answered ${error.status} ${error.statusText}.`.trim();
  if (isChunkLoadError(error)) {
    return "Part of the app could not be downloaded. This can happen after an update or when the connection drops.";
  }
  return "An unexpected error stopped this page from showing. Reloading usually fixes it.";
}

/** Catches anything a route throws while loading or rendering, so the user never sees a blank page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  usePageMeta({ title: "Something went wrong" });

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 text-center">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">{describe(error)}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button variant="outline" asChild>
          {/* A full page load, not client navigation: the app's own state may be what failed. */}
          <a href="/">Return Home</a>
        </Button>
      </div>
    </main>
  );
}
