import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { leadForms } from "@web/features/leads/forms";
import { EmbeddedFormsProvider } from "@web/lib/pages/embedded-forms";
import { queryClient } from "@web/lib/http/query-client";

/** Kept equal to TOAST_REQUESTED_EVENT in components/ui/toaster (importing it would pull sonner in). */
const TOAST_REQUESTED_EVENT = "onetake:toast-requested";

/*
 * The toast region (sonner) loads only when the first toast is raised, so pages that never toast,
 * the landing page among them, never download it. Nothing is lost meanwhile: sonner keeps toasts
 * raised before its Toaster subscribed.
 */
const Toaster = lazy(async () => ({ default: (await import("@web/components/ui/toaster")).Toaster }));

function useToastRequested(): boolean {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested) return;
    const onRequest = () => setRequested(true);
    window.addEventListener(TOAST_REQUESTED_EVENT, onRequest, { once: true });
    return () => window.removeEventListener(TOAST_REQUESTED_EVENT, onRequest);
  }, [requested]);
  return requested;
}

/** App-wide context: the query cache, the lead forms public pages embed, and the single toast region. */
export function Providers({ children }: { children: ReactNode }) {
  const toastRequested = useToastRequested();
  return (
    <QueryClientProvider client={queryClient}>
      <EmbeddedFormsProvider value={leadForms}>{children}</EmbeddedFormsProvider>
      {toastRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
