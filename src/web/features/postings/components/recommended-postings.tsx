import { useState } from "react";
import { Link } from "react-router";
import type { RecommendedPosting } from "@shared/matching/match-contracts";
import { Pagination } from "@web/components/list/pagination";
import { MatchScoreBadge } from "@web/components/matching/match-score-badge";
import { levelForCandidate, locationForCandidate, skillForCandidate } from "@web/components/matching/match-wording";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { RECOMMENDED_PAGE_SIZE, useRecommendedPostings } from "../api/list-recommended-postings";
import { CompanyLogo } from "./company-logo";
import { PostingFacts } from "./posting-facts";

/**
 * 'Recommended for you' above the job board (decision 0052): the open jobs the candidate matches
 * best, each with why, in their own words, so they can check it and improve their profile.
 */
export function RecommendedPostings() {
  const [page, setPage] = useState(1);
  const recommended = useRecommendedPostings(page);

  return (
    <section aria-labelledby="recommended-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="recommended-title" className="text-lg font-semibold">
          Recommended for you
        </h2>
        <p className="text-sm text-muted-foreground">
          Open jobs that match your profile, resume and interview best. Each one says why.
        </p>
      </div>
      {recommended.isPending ? (
        <div role="status" aria-label="Loading recommendations" className="grid gap-3">
          <Skeleton className="h-36 w-full" />
        </div>
      ) : recommended.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4 text-sm">
          <p>Your recommendations did not load.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void recommended.refetch()}
            loading={recommended.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : recommended.data.total === 0 ? (
        <div className="grid gap-2 rounded-lg border border-dashed border-border p-4 text-sm">
          <p className="font-medium">No recommendations yet</p>
          <p className="text-muted-foreground">
            We recommend jobs once your skills, experience and interview are matched with open roles. A skill you show
            in use, in a sentence of your resume or in your interview, counts for more than one you only list.
          </p>
          <Link
            to="/candidate-settings"
            className="w-fit font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Update your profile
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label="Recommended jobs" className="grid gap-3">
            {recommended.data.items.map((posting) => (
              <li key={posting.id}>
                <RecommendedPostingCard posting={posting} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Recommended job pages"
            page={page}
            pageSize={RECOMMENDED_PAGE_SIZE}
            total={recommended.data.total}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

function RecommendedPostingCard({ posting }: { posting: RecommendedPosting }) {
  const titleId = `recommended-${posting.id}`;
  const reasons = posting.matchReasons;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-indigo-200 bg-background p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="flex min-w-0 gap-4">
        <CompanyLogo companyName={posting.companyName} logoUrl={posting.companyLogoUrl} />
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-medium break-words text-foreground">
              {posting.title}
            </h3>
            <MatchScoreBadge score={posting.matchScore} />
          </div>
          <p className="text-sm text-muted-foreground">{posting.companyName}</p>
          <PostingFacts posting={posting} />
          <div className="grid gap-1">
            <h4 className="text-sm font-medium">Why it matches</h4>
            <ul
              aria-label={`Why ${posting.title} matches`}
              className="grid list-disc gap-1 pl-5 text-sm text-slate-700"
            >
              {reasons.skills.map((reason) => (
                <li key={reason.skill} className="[overflow-wrap:anywhere]">
                  {skillForCandidate(reason)}
                </li>
              ))}
              <li>{levelForCandidate(reasons.level)}</li>
              <li>{locationForCandidate(reasons.location)}</li>
            </ul>
            <p className="text-xs text-muted-foreground">
              Skills you show in use (a sentence of your resume, or your interview) count more than skills you only
              list.
            </p>
          </div>
        </div>
      </div>
      <Button variant="outline" asChild className="shrink-0">
        <Link to={`/jobs/${posting.id}`} aria-describedby={titleId}>
          View Job
        </Link>
      </Button>
    </article>
  );
}
