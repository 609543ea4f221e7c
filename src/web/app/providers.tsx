import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { queryClient } from "@web/lib/query-client";

/*
 * The toast region loads as its own chunk, in parallel with the first route, to keep sonner out
 * of the entry bundle. Nothing is lost meanwhile: sonner replays toasts raised before its Toaster
 * subscribed.
 */
const Toaster = lazy(async () => ({ default: (await import("@web/components/ui/toaster")).Toaster }));

/** App-wide context: the query cache and the single toast region. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
