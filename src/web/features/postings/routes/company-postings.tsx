import { BriefcaseBusiness, Plus } from "lucide-react";
import { Link } from "react-router";
import { postingTabs, type PostingTab } from "@shared/postings/company-posting-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { ANY_OPTION, FilterSelect } from "@web/components/list/filter-select";
import { ItemList } from "@web/components/list/item-list";
import { CardsSkeleton } from "@web/components/list/list-skeleton";
import { ListTabs } from "@web/components/list/list-tabs";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { SearchBox } from "@web/components/list/search-box";
import { useListParams } from "@web/components/list/use-list-params";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCompanyPostings } from "../api/list-company-postings";
import { CompanyPostingCard } from "../components/company-posting-card";
import { companyPostingFiltersFrom } from "../lib/company-posting-filters";

const tabLabels: Record<PostingTab, string> = { active: "Active", paused: "Paused", closed: "Closed", all: "All" };

const emptyTabText: Record<PostingTab, string> = {
  active: "No active jobs. Create one, or reopen a paused or closed job from its Manage Job page.",
  paused: "No paused jobs. Pausing a job takes it off the job board until you reopen it.",
  closed: "No closed jobs. A closed job leaves the job board and keeps its applicants.",
  all: "You have not posted a job yet. Create your first one to start receiving applicants.",
};

/** /job-postings: the company's postings by status, with counts, a department filter and search. */
export function CompanyPostingsPage() {
  usePageMeta({ title: "Job Postings" });
  const { search, page, input, setInput, setPage, setFilter, clearSearch, searchParams } = useListParams();
  const { tab, department } = companyPostingFiltersFrom(searchParams);
  const postings = useCompanyPostings({
    tab,
    ...(department ? { department } : {}),
    ...(search ? { search } : {}),
    page,
  });
  // A placeholder page from another tab is never shown as this one; the counts may show meanwhile.
  const ready = postings.data?.tab === tab ? postings.data : undefined;
  const counts = postings.data?.counts;
  const departments = postings.data?.departments ?? [];

  return (
    <>
      <PageHeader
        title="Job Postings"
        description="Manage your open roles, see who applied, and pause or close a job when it is filled."
        actions={
          <Button asChild>
            <Link to="/create-job">
              <Plus aria-hidden="true" />
              Create New Job
            </Link>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_16rem] sm:items-end">
        <SearchBox
          label="Search jobs"
          placeholder="Search by title, department or location"
          value={input}
          onChange={setInput}
        />
        <FilterSelect
          label="Department"
          value={department ?? ANY_OPTION}
          anyLabel="All departments"
          // A department from the URL that no longer has a job still shows as chosen.
          options={department && !departments.includes(department) ? [department, ...departments] : departments}
          onChange={(value) => setFilter("department", value, ANY_OPTION)}
        />
      </div>
      <ListTabs
        tabs={postingTabs}
        value={tab}
        onChange={(value) => setFilter("tab", value, "active")}
        label="Job status"
        tabLabel={(name) => (
          <span className="tabular-nums">{counts ? `${tabLabels[name]} (${counts[name]})` : tabLabels[name]}</span>
        )}
      >
        {(name) => (
          <QueryListState
            query={postings}
            page={ready}
            icon={BriefcaseBusiness}
            errorTitle="Your job postings did not load"
            skeleton={<CardsSkeleton label="Loading job postings" />}
            search={search}
            noResults={{
              title: "No jobs match your search",
              onClearSearch: clearSearch,
              children: (
                <p>
                  No {name === "all" ? "" : `${tabLabels[name].toLowerCase()} `}job matches “{search}”.
                </p>
              ),
            }}
            empty={
              <EmptyState
                icon={BriefcaseBusiness}
                title={
                  department
                    ? `No ${tabLabels[name].toLowerCase()} jobs in ${department}`
                    : `No ${name === "all" ? "" : `${tabLabels[name].toLowerCase()} `}jobs`
                }
                action={
                  <Button asChild>
                    <Link to="/create-job">Create New Job</Link>
                  </Button>
                }
              >
                <p>{department ? "Choose another department, or create a job for this one." : emptyTabText[name]}</p>
              </EmptyState>
            }
            pagination={{ label: `${tabLabels[name]} job pages`, page, onPageChange: setPage }}
          >
            {(list) => <ItemList items={list.items}>{(posting) => <CompanyPostingCard posting={posting} />}</ItemList>}
          </QueryListState>
        )}
      </ListTabs>
    </>
  );
}
