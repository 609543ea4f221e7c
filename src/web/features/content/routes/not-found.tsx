import { ArrowLeft, House } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useReportNotFound } from "../api/report-not-found";

// The report's schema caps both strings at 2048 characters; a longer one would be refused.
const MAX_REPORTED_LENGTH = 2048;

/** The catch-all route: says so plainly, and tells the server which path was asked for. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const reportedPath = useRef<string | null>(null);
  const { mutate: reportNotFound } = useReportNotFound();
  usePageMeta({ title: "Page not found", description: "This page does not exist on OneTake." });

  useEffect(() => {
    // StrictMode runs effects twice in development; report each path once.
    if (reportedPath.current === pathname) return;
    reportedPath.current = pathname;
    const referrer = document.referrer.slice(0, MAX_REPORTED_LENGTH) || undefined;
    // Only the path: a query string can carry tokens. Logging is best effort, so failures are ignored.
    reportNotFound({ path: pathname.slice(0, MAX_REPORTED_LENGTH), referrer });
  }, [pathname, reportNotFound]);

  function goBack() {
    // React Router numbers its history entries; idx 0 means this tab has nowhere in the app to go back to.
    const state: unknown = window.history.state;
    const index = typeof state === "object" && state !== null && "idx" in state ? state.idx : 0;
    if (typeof index === "number" && index > 0) navigate(-1);
    else navigate("/");
  }

  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-6 py-20 text-center"
    >
      <p className="text-6xl font-semibold tracking-tight text-primary tabular-nums sm:text-7xl">404</p>
      <div className="grid gap-2">
        <h1 id="not-found-title" className="text-2xl font-semibold tracking-tight">
          Oops! Page not found
        </h1>
        <p className="text-muted-foreground">The address may be mistyped, or the page may have moved.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" />
            Return Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
