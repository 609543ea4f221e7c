import { BriefcaseBusiness } from "lucide-react";
import { Link, useParams } from "react-router";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { usePageMeta } from "@web/lib/pages/page-meta";
import type { CompanyPosting } from "@shared/postings/company-posting-contracts";
import { useCompanyPosting } from "../api/get-company-posting";
import { useSaveCompanyPosting } from "../api/save-company-posting";
import { PostingForm } from "../components/posting-form";
import { PostingStatusControls } from "../components/posting-status-controls";

/** /edit-job/:id: change one of the company's postings, and pause, close or reopen it. */
export function EditPostingPage() {
  usePageMeta({ title: "Manage Job" });
  const { id = "" } = useParams();
  const posting = useCompanyPosting(id);

  if (posting.isError) {
    // 400 is an id that is not an id at all: as unknown as any other.
    if (isApiError(posting.error) && (posting.error.status === 404 || posting.error.status === 400)) {
      return (
        <EmptyState
          icon={BriefcaseBusiness}
          title="Job posting not found"
          action={
            <Button asChild>
              <Link to="/job-postings">Back to Job Postings</Link>
            </Button>
          }
        >
          <p>It may have been removed, or it belongs to another company.</p>
        </EmptyState>
      );
    }
    return (
      <>
        <PageHeader title="Manage Job" />
        <SettingsLoadError message={posting.error.message} onRetry={() => void posting.refetch()} />
      </>
    );
  }
  if (!posting.data) {
    return (
      <>
        <PageHeader title="Manage Job" />
        <SettingsSkeleton rows={8} />
      </>
    );
  }
  return <EditPosting posting={posting.data} />;
}

function EditPosting({ posting }: { posting: CompanyPosting }) {
  const save = useSaveCompanyPosting(posting.id, {
    onSuccess: () => toast.success("Job posting updated", { description: "Your changes are saved." }),
    onError: (error) => {
      const fieldMessage = isApiError(error) && error.fields ? error.message : null;
      toast.error("Failed to update job posting", {
        description: fieldMessage ?? "Please try again or contact support.",
      });
    },
  });

  return (
    <>
      <PageHeader
        title="Manage Job"
        description={posting.title}
        actions={
          <Button variant="outline" asChild>
            <Link to={`/job-applicants/${posting.id}`}>View Applicants ({posting.applicantCount})</Link>
          </Button>
        }
      />
      <PostingStatusControls posting={posting} />
      <Card>
        <CardContent className="pt-6">
          <PostingForm
            key={posting.id}
            defaultValues={{
              title: posting.title,
              description: posting.description,
              department: posting.department ?? "",
              locationType: posting.locationType,
              location: posting.location,
              employmentType: posting.employmentType,
              salaryRange: posting.salaryRange ?? "",
              skills: posting.skills,
              experienceLevel: posting.experienceLevel,
              additionalNotes: posting.additionalNotes ?? "",
              visibility: posting.visibility,
              interviewTemplateId: posting.interviewTemplateId,
              shareAiFeedbackWithCandidates: posting.shareAiFeedbackWithCandidates,
            }}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            pending={save.isPending}
            onSubmit={(values) => save.mutateAsync(values)}
          />
        </CardContent>
      </Card>
    </>
  );
}
