import { Lock, Plus } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@web/components/list/empty-state";
import { ItemList } from "@web/components/list/item-list";
import { CardsSkeleton } from "@web/components/list/list-skeleton";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { useListParams } from "@web/components/list/use-list-params";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCompanyPostings } from "../api/list-company-postings";
import { CompanyPostingCard } from "../components/company-posting-card";

/** /internal-jobs: the company's internal postings (never on the job board), newest first, in every status. */
export function InternalPostingsPage() {
  usePageMeta({ title: "Internal Jobs" });
  const { page, setPage } = useListParams();
  const postings = useCompanyPostings({ tab: "all", visibility: "internal", page });

  return (
    <>
      <PageHeader
        title="Internal Jobs"
        description="Roles you keep for internal use. They are not shown on the job board."
        actions={
          <Button asChild>
            <Link to="/create-job?visibility=internal">
              <Plus aria-hidden="true" />
              Post an Internal Role
            </Link>
          </Button>
        }
      />
      <QueryListState
        query={postings}
        page={postings.data}
        icon={Lock}
        errorTitle="Your internal jobs did not load"
        skeleton={<CardsSkeleton label="Loading internal jobs" />}
        empty={
          <EmptyState
            icon={Lock}
            title="No internal jobs yet"
            action={
              <Button asChild>
                <Link to="/create-job?visibility=internal">Post an Internal Role</Link>
              </Button>
            }
          >
            <p>Choose “Internal” as the visibility when you create a job to keep it off the public job board.</p>
          </EmptyState>
        }
        pagination={{ label: "Internal job pages", page, onPageChange: setPage }}
      >
        {(list) => <ItemList items={list.items}>{(posting) => <CompanyPostingCard posting={posting} />}</ItemList>}
      </QueryListState>
    </>
  );
}
