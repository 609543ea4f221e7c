import { PageHeader } from "@web/components/list/page-header";
import { CorrectionRequestList } from "@web/components/evaluation/correction-request-list";
import { ReviewRequestList } from "@web/components/evaluation/review-request-list";
import { usePageMeta } from "@web/lib/pages/page-meta";

/** /admin/review-requests: candidates asking a person at OneTake to review their network interview's AI evaluation. */
export function AdminReviewRequestsPage() {
  usePageMeta({ title: "Review requests" });
  return (
    <>
      <PageHeader
        title="Review requests"
        description="Candidates who asked a person at OneTake to look at their network interview's AI evaluation again, or to accept a correction of its transcript."
      />
      <CorrectionRequestList interviewLink={(request) => `/candidate-profile/${request.candidateProfileId}`} />
      <ReviewRequestList
        emptyOpen="No candidate is waiting for a human review of a network interview."
        // A network interview has no company application page; admins review it on the candidate's profile.
        interviewLink={(request) =>
          request.candidateProfileId ? `/candidate-profile/${request.candidateProfileId}` : null
        }
      />
    </>
  );
}
