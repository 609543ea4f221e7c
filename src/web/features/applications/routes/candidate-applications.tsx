import { BriefcaseBusiness } from "lucide-react";
import { Link } from "react-router";
import type { CandidateApplicationSummary } from "@shared/applications/contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { ItemList } from "@web/components/list/item-list";
import { RowsSkeleton } from "@web/components/list/list-skeleton";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { useListParams } from "@web/components/list/use-list-params";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCandidateApplications } from "../api/list-candidate-applications";
import { ApplicationStatusBadge } from "../components/application-status-badge";

/** /candidate-applications: the candidate's applications with their status (the Applications list). */
export function CandidateApplicationsPage() {
  usePageMeta({ title: "My Applications" });
  const { page, setPage } = useListParams();
  const applications = useCandidateApplications(page);

  return (
    <>
      <PageHeader
        title="My Applications"
        description="The jobs you applied to and where each application stands."
        actions={
          <Button variant="outline" asChild>
            <Link to="/jobs">Browse Jobs</Link>
          </Button>
        }
      />
      <QueryListState
        query={applications}
        page={applications.data}
        icon={BriefcaseBusiness}
        errorTitle="Your applications did not load"
        skeleton={<RowsSkeleton label="Loading applications" />}
        empty={
          <EmptyState
            icon={BriefcaseBusiness}
            title="No applications yet"
            action={
              <Button asChild>
                <Link to="/jobs">Browse the Job Board</Link>
              </Button>
            }
          >
            <p>Apply to open roles at verified companies with the interview you have already recorded.</p>
          </EmptyState>
        }
        pagination={{ label: "Application pages", page, onPageChange: setPage }}
      >
        {(list) => (
          <ItemList items={list.items}>{(application) => <ApplicationRow application={application} />}</ItemList>
        )}
      </QueryListState>
    </>
  );
}

function ApplicationRow({ application }: { application: CandidateApplicationSummary }) {
  const titleId = `application-${application.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-medium text-foreground">
            {application.postingTitle}
          </h2>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {application.companyName} · Applied{" "}
          <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
        </p>
        <p className="text-sm break-words text-slate-700">{application.descriptionPreview}</p>
      </div>
      <Button variant="outline" asChild className="shrink-0">
        <Link to={`/application-details/${application.id}`} aria-describedby={titleId}>
          View Details
        </Link>
      </Button>
    </article>
  );
}
