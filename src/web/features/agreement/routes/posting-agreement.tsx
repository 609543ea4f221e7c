import { FileQuestion } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { ErrorCode } from "@shared/http/error-codes";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { BackLink } from "@web/components/back-link";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-client";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { rubricVersionFrom, usePostingAgreement } from "../api/get-agreement";
import { AgreementView } from "../components/agreement-view";
import { companyAudience } from "../lib/agreement-text";

/**
 * /job-applicants/:id/agreement: how far the AI agrees with the company's people on one posting
 * (decision 0086), computed by the server from the members' submitted scorecards.
 */
export function PostingAgreementPage() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const agreement = usePostingAgreement(id, rubricVersionFrom(searchParams));
  const posting = agreement.data?.posting;
  usePageMeta({ title: posting ? `AI–human agreement: ${posting.title}` : "AI–human agreement" });
  const back = <BackLink to={`/job-applicants/${id}`}>Back to applicants</BackLink>;
  const missing = isApiError(agreement.error) && [400, 404].includes(agreement.error.status);
  const notVerified = isApiError(agreement.error) && agreement.error.code === ErrorCode.companyNotVerified;

  if (missing || notVerified) {
    return (
      <div className="grid gap-6">
        {back}
        <EmptyState icon={FileQuestion} title={missing ? POSTING_NOT_FOUND : "Your company is awaiting verification"}>
          <p>{missing ? "It does not exist, or it belongs to another company." : agreement.error?.message}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {back}
      <PageHeader
        title={posting ? `AI–human agreement: ${posting.title}` : <Skeleton className="h-8 w-64" />}
        description="How far the AI's scores agree with your team's submitted scorecards on the same rubric, computed from this posting's answers each time you open this page."
      />
      {agreement.isError && (
        <p role="alert" className="text-sm text-danger">
          {agreement.error.message}
        </p>
      )}
      {agreement.data ? (
        <AgreementView report={agreement.data} audience={companyAudience} />
      ) : (
        !agreement.isError && <Skeleton className="h-96 w-full" />
      )}
    </div>
  );
}
