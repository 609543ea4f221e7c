import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link, useParams } from "react-router";
import { POSTING_NOT_FOUND, type BoardPostingDetail } from "@shared/postings/contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-client";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useBoardPosting } from "../api/get-board-posting";
import { AiEvaluationNotice } from "../components/ai-evaluation-notice";
import { ApplyPanel } from "../components/apply-panel";
import { CompanyLogo } from "../components/company-logo";
import { InvitationNote } from "../components/invitation-note";
import { PostingFacts } from "../components/posting-facts";

/** /jobs/:id: one posting of the board, its description and requirements, and Apply. */
export function PostingDetailPage() {
  const { id = "" } = useParams();
  const posting = useBoardPosting(id);
  usePageMeta({ title: posting.data?.title ?? "Job" });

  if (posting.isPending) {
    return (
      <div role="status" aria-label="Loading the job" className="grid gap-3">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (posting.isError) {
    const missing = isApiError(posting.error) && [400, 404].includes(posting.error.status);
    return (
      <>
        <BackLink />
        <EmptyState
          icon={FileQuestion}
          title={missing ? POSTING_NOT_FOUND : "This job did not load"}
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link to="/jobs">Back to the Job Board</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void posting.refetch()} loading={posting.isFetching}>
                Try again
              </Button>
            )
          }
        >
          <p>{missing ? "This job is closed or no longer exists." : posting.error.message}</p>
        </EmptyState>
      </>
    );
  }
  return <PostingDetail posting={posting.data} />;
}

function PostingDetail({ posting }: { posting: BoardPostingDetail }) {
  return (
    <>
      <BackLink />
      <div className="flex min-w-0 items-start gap-4">
        <CompanyLogo companyName={posting.companyName} logoUrl={posting.companyLogoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <PageHeader
            title={posting.title}
            description={`${posting.companyName}${posting.department ? ` · ${posting.department}` : ""} · Posted ${formatDate(posting.createdAt)}`}
          />
        </div>
      </div>
      <InvitationNote posting={posting} />
      <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <div className="grid content-start gap-6 lg:col-span-2">
          <PostingFacts posting={posting} />
          <section aria-labelledby="description-title" className="grid gap-2">
            <h2 id="description-title" className="text-base font-semibold">
              About the role
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-slate-700">{posting.description}</p>
          </section>
          {(posting.skills.length > 0 || posting.additionalNotes) && (
            <section aria-labelledby="requirements-title" className="grid gap-2">
              <h2 id="requirements-title" className="text-base font-semibold">
                Requirements
              </h2>
              {posting.skills.length > 0 && (
                <p className="text-sm text-slate-700">Skills: {posting.skills.join(", ")}</p>
              )}
              {posting.additionalNotes && (
                <p className="text-sm break-words whitespace-pre-line text-slate-700">{posting.additionalNotes}</p>
              )}
            </section>
          )}
          <AiEvaluationNotice postingId={posting.id} />
        </div>
        <ApplyPanel posting={posting} />
      </div>
    </>
  );
}

function BackLink() {
  return (
    <Link
      to="/jobs"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Job Board
    </Link>
  );
}
