import { lazy, Suspense, useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Skeleton } from "@web/components/ui/skeleton";
import { BRAND_NAME, BRAND_TAGLINE } from "@web/lib/ui/brand";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { AUDIENCE_PARAM, audienceFromLocation, type Audience } from "../landing/audience";
import { AudiencePanel } from "../landing/audience-tabs";
import { CandidateView } from "../landing/candidate-view";
import { LandingHeader } from "../landing/landing-header";

// The enterprise view is its own chunk: most visitors land on the candidate tab and never need it.
const loadEnterpriseView = () => import("../landing/enterprise-view");
const EnterpriseView = lazy(async () => ({ default: (await loadEnterpriseView()).EnterpriseView }));

const meta: Record<Audience, { title: string; description: string }> = {
  candidates: {
    title: `${BRAND_NAME}: ${BRAND_TAGLINE}`,
    description:
      "Record one 20-minute AI video interview and get seen by verified AI companies. Free for candidates, with up to three re-records per application.",
  },
  enterprises: {
    title: "Hire AI talent up to 70% faster",
    description:
      "Browse AI-literate candidates who have already interviewed on video, with transcripts, AI feedback and scores. Join the OneTake waitlist for companies.",
  },
};

/**
 * "/": the landing page, with two audience tabs. The tab lives in the address (?for=enterprises)
 * so links such as /?for=enterprises#waitlist land on the right section. The page renders its own
 * fixed header (the layout leaves it out for this route) and its own <main>.
 */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const audience = audienceFromLocation(searchParams, hash);
  usePageMeta(meta[audience]);

  const idBase = useId();

  function changeAudience(next: Audience) {
    const params = new URLSearchParams(searchParams);
    if (next === "candidates") params.delete(AUDIENCE_PARAM);
    else params.set(AUDIENCE_PARAM, next);
    const search = params.toString();
    // Replace, not push: switching tabs is not a page visit. The router then scrolls to the top.
    navigate({ pathname: "/", search: search ? `?${search}` : "", hash: "" }, { replace: true });
  }

  return (
    <>
      <LandingHeader
        idBase={idBase}
        audience={audience}
        onAudienceChange={changeAudience}
        onEnterpriseIntent={() => void loadEnterpriseView()}
      />
      <main id="main" tabIndex={-1} className="flex-1 pt-[var(--landing-header-height,7rem)] focus:outline-none">
        <AudiencePanel idBase={idBase} value={audience}>
          {audience === "candidates" ? (
            <CandidateView />
          ) : (
            <Suspense fallback={<EnterpriseFallback />}>
              <EnterpriseView />
            </Suspense>
          )}
        </AudiencePanel>
      </main>
    </>
  );
}

function EnterpriseFallback() {
  return (
    <div role="status" aria-label="Loading" className="mx-auto grid max-w-6xl gap-4 px-4 pt-12 pb-24 sm:px-6">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-12 w-full max-w-2xl" />
      <Skeleton className="h-6 w-full max-w-xl" />
      <div className="mt-4 flex gap-3">
        <Skeleton className="h-12 w-44" />
        <Skeleton className="h-12 w-44" />
      </div>
    </div>
  );
}
