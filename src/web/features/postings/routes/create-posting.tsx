import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "@web/components/list/page-header";
import { Card, CardContent } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useSaveCompanyPosting } from "../api/save-company-posting";
import { PostingForm, emptyPostingForm } from "../components/posting-form";

export const CREATED_TOAST = "Job posting created successfully!";
export const CREATED_INTERNAL_DESCRIPTION = "Your job posting has been saved for internal use.";

/** /create-job: a new posting, active at once; internal ones go to /internal-jobs. */
export function CreatePostingPage() {
  usePageMeta({ title: "Create Job" });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const visibility = searchParams.get("visibility") === "internal" ? "internal" : "public";
  const save = useSaveCompanyPosting(undefined, {
    onSuccess: (posting) => {
      if (posting.visibility === "internal") {
        toast.success(CREATED_TOAST, { description: CREATED_INTERNAL_DESCRIPTION });
        void navigate("/internal-jobs");
      } else {
        toast.success(CREATED_TOAST);
        void navigate("/job-postings");
      }
    },
    onError: (error) => {
      // Refused fields are marked on the form; anything else gets the spec's general advice.
      const fieldMessage = isApiError(error) && error.fields ? error.message : null;
      toast.error("Failed to create job posting", {
        description: fieldMessage ?? "Please try again or contact support.",
      });
    },
  });

  return (
    <>
      <PageHeader
        title="Create New Job"
        description="Describe the role. Public jobs appear on the job board as soon as you create them."
      />
      <Card>
        <CardContent className="pt-6">
          <PostingForm
            defaultValues={emptyPostingForm(visibility)}
            submitLabel="Create Job"
            pendingLabel="Creating..."
            pending={save.isPending}
            onSubmit={(values) => save.mutateAsync(values)}
          />
        </CardContent>
      </Card>
    </>
  );
}
