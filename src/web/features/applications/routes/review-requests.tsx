import { PageHeader } from "@web/components/list/page-header";
import { CorrectionRequestList } from "@web/components/evaluation/correction-request-list";
import { ReviewRequestList } from "@web/components/evaluation/review-request-list";
import { usePageMeta } from "@web/lib/pages/page-meta";

/** /review-requests: candidates of the company's postings asking a person to review their AI evaluation. */
export function CompanyReviewRequestsPage() {
  usePageMeta({ title: "Review requests" });
  return (
    <>
      <PageHeader
        title="Review requests"
        description="Applicants who asked a person to look at their AI evaluation again, or to accept a correction of their transcript. Each is answered by your team."
      />
      <CorrectionRequestList interviewLink={(request) => `/application-details/${request.applicationId}`} />
      <ReviewRequestList
        emptyOpen="No applicant is waiting for a human review. When one asks from their interview page, the request appears here."
        interviewLink={(request) => `/application-details/${request.applicationId}`}
      />
    </>
  );
}
