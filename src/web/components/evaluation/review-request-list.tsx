import { ArrowRight, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import type { ReviewRequestSummary } from "@shared/evaluation/evaluation-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { QueryListState } from "@web/components/list/query-list-state";
import { useListParams } from "@web/components/list/use-list-params";
import { Badge } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { formatDate } from "@web/lib/ui/format-date";
import {
  reviewRequestStatusFrom,
  useReviewRequests,
  type ReviewRequestStatus,
} from "@web/lib/interviews/review-requests";
import { AnswerReviewRequestDialog } from "./answer-review-request-dialog";

const tabs: { value: ReviewRequestStatus; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "answered", label: "Answered" },
];

/**
 * Candidates' requests for a human review, open and answered, a page at a time (the page and
 * tab in the address). The company's page and the admins' page both show it; the server
 * decides whose requests the caller gets.
 */
export function ReviewRequestList({
  emptyOpen,
  interviewLink,
}: {
  /** Why there is nothing open, for this audience. */
  emptyOpen: string;
  /** Where the request's interview is reviewed; null where the caller has no page for it. */
  interviewLink: (request: ReviewRequestSummary) => string | null;
}) {
  const { page, setPage, setFilter, searchParams } = useListParams();
  const status = reviewRequestStatusFrom(searchParams);
  const requests = useReviewRequests({ status, page });
  const ready = requests.data?.status === status ? requests.data : undefined;

  return (
    <Tabs value={status} onValueChange={(value) => setFilter("status", value, "open")}>
      <TabsList aria-label="Review requests">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="grid gap-4">
          <QueryListState
            query={requests}
            page={ready}
            icon={MessageSquareText}
            errorTitle="The review requests did not load"
            skeleton={<RequestsSkeleton />}
            empty={
              <EmptyState icon={MessageSquareText} title={`No ${tab.label.toLowerCase()} review requests`}>
                <p>
                  {tab.value === "open"
                    ? emptyOpen
                    : "No request has been answered yet. Answer an open one and it moves here."}
                </p>
              </EmptyState>
            }
            pagination={{ label: "Review request pages", page, onPageChange: setPage }}
          >
            {(list) => (
              <ul className="grid gap-4">
                {list.items.map((request) => (
                  <li key={request.id}>
                    <ReviewRequestCard request={request} href={interviewLink(request)} />
                  </li>
                ))}
              </ul>
            )}
          </QueryListState>
        </TabsContent>
      ))}
    </Tabs>
  );
}

export function ReviewRequestCard({ request, href }: { request: ReviewRequestSummary; href: string | null }) {
  const titleId = `review-request-${request.id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-lg font-semibold wrap-anywhere">
            {request.candidateName}
          </h2>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {request.interviewTitle} · asked{" "}
            <time dateTime={request.createdAt}>{formatDate(request.createdAt, "dateTime")}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {request.status === "open" ? (
            <Badge variant="warning">Open</Badge>
          ) : (
            <Badge variant="success">Answered</Badge>
          )}
          {href && (
            <Link
              to={href}
              className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              Review the interview
              <ArrowRight className="size-4" aria-hidden="true" />
              <span className="sr-only"> of {request.candidateName}</span>
            </Link>
          )}
          {request.status === "open" && <AnswerReviewRequestDialog request={request} />}
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        <h3 className="text-muted-foreground">The candidate&apos;s message</h3>
        <p className="whitespace-pre-line wrap-anywhere">{request.message}</p>
      </div>
      {request.response !== null && (
        <div className="grid gap-1 rounded-md border border-emerald-200 bg-success-tint p-3 text-sm">
          <h3 className="font-medium text-success">
            Answer
            {request.respondedAt && (
              <>
                {" "}
                · <time dateTime={request.respondedAt}>{formatDate(request.respondedAt, "dateTime")}</time>
              </>
            )}
          </h3>
          <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{request.response}</p>
        </div>
      )}
    </article>
  );
}

function RequestsSkeleton() {
  return (
    <div role="status" aria-label="Loading review requests" className="grid gap-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:p-6">
          <div className="flex justify-between gap-4">
            <div className="grid gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-64" />
            </div>
            <Skeleton className="h-8 w-40" />
          </div>
          <Skeleton className="h-12" />
        </div>
      ))}
    </div>
  );
}
