import { BriefcaseBusiness, Plus } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { postingTabs, type PostingTab } from "@shared/postings/company-posting-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { SearchBox } from "@web/components/list/search-box";
import { useListParams } from "@web/components/list/use-list-params";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageMeta } from "@web/lib/page-meta";
import { useCompanyPostings } from "../api/list-company-postings";
import { CompanyPostingCard } from "../components/company-posting-card";
import { CompanyPostingsSkeleton } from "../components/company-postings-skeleton";
import { ANY_DEPARTMENT, companyPostingFiltersFrom } from "../lib/company-posting-filters";

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
  const departmentId = useId();
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
        <div className="grid gap-1.5">
          <Label htmlFor={departmentId}>Department</Label>
          <Select
            value={department ?? ANY_DEPARTMENT}
            onValueChange={(value) => setFilter("department", value, ANY_DEPARTMENT)}
          >
            <SelectTrigger id={departmentId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY_DEPARTMENT}>All departments</SelectItem>
              {department && !departments.includes(department) && (
                <SelectItem value={department}>{department}</SelectItem>
              )}
              {departments.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {/* min-w-0: on a phone the four tabs scroll inside their list instead of widening the page. */}
      <Tabs value={tab} onValueChange={(value) => setFilter("tab", value, "active")} className="min-w-0">
        <TabsList aria-label="Job status">
          {postingTabs.map((name) => (
            <TabsTrigger key={name} value={name}>
              <span className="tabular-nums">{counts ? `${tabLabels[name]} (${counts[name]})` : tabLabels[name]}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {postingTabs.map((name) => (
          <TabsContent key={name} value={name} className="grid gap-4">
            <QueryListState
              query={postings}
              page={ready}
              icon={BriefcaseBusiness}
              errorTitle="Your job postings did not load"
              skeleton={<CompanyPostingsSkeleton label="Loading job postings" />}
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
              {(list) => (
                <ul className="grid gap-3">
                  {list.items.map((posting) => (
                    <li key={posting.id}>
                      <CompanyPostingCard posting={posting} />
                    </li>
                  ))}
                </ul>
              )}
            </QueryListState>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
