import { ArrowRight, PencilLine } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CorrectionRequestSummary } from "@shared/evaluation/correction-request-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { RowsSkeleton } from "@web/components/list/list-skeleton";
import { QueryListState } from "@web/components/list/query-list-state";
import { CorrectionComparison } from "./correction-comparison";
import { formatDate } from "@web/lib/ui/format-date";
import { useOpenCorrectionRequests } from "@web/lib/interviews/correction-requests";

/**
 * Candidates' transcript corrections waiting for the caller to listen and decide (decision 0069),
 * a page at a time. Each links to where the answer is played and the correction accepted or
 * declined; the server decides whose corrections the caller gets.
 */
export function CorrectionRequestList({
  interviewLink,
}: {
  interviewLink: (request: CorrectionRequestSummary) => string;
}) {
  const [page, setPage] = useState(1);
  const requests = useOpenCorrectionRequests(page);
  return (
    <section aria-labelledby="correction-requests-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="correction-requests-title" className="text-lg font-semibold">
          Transcript corrections to check
        </h2>
        <p className="text-sm text-muted-foreground">
          Corrections that change more than misheard words apply only once someone who listened to the answer accepts
          them.
        </p>
      </div>
      <QueryListState
        query={requests}
        page={requests.data}
        icon={PencilLine}
        errorTitle="The transcript corrections did not load"
        skeleton={<RowsSkeleton label="Loading transcript corrections" rows={2} />}
        empty={
          <EmptyState icon={PencilLine} title="No correction is waiting">
            <p>When a candidate&apos;s correction changes more than misheard words, it appears here.</p>
          </EmptyState>
        }
        pagination={{ label: "Transcript correction pages", page, onPageChange: setPage }}
      >
        {(list) => (
          <ul className="grid gap-3">
            {list.items.map((request) => (
              <li key={request.id}>
                <CorrectionRequestCard request={request} href={interviewLink(request)} />
              </li>
            ))}
          </ul>
        )}
      </QueryListState>
    </section>
  );
}

function CorrectionRequestCard({ request, href }: { request: CorrectionRequestSummary; href: string }) {
  const titleId = `correction-request-card-${request.id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="font-semibold wrap-anywhere">
            {request.candidateName}
          </h3>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {request.interviewTitle} · question {request.questionNumber} · sent{" "}
            <time dateTime={request.createdAt}>{formatDate(request.createdAt, "dateTime")}</time>
          </p>
        </div>
        <Link
          to={href}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          Listen and decide
          <ArrowRight className="size-4" aria-hidden="true" />
          <span className="sr-only"> on the correction of {request.candidateName}</span>
        </Link>
      </div>
      <CorrectionComparison originalText={request.originalText} text={request.text} />
    </article>
  );
}
