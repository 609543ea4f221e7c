import { Building2, ExternalLink } from "lucide-react";
import type { AdminCompany } from "@shared/admin/contracts";
import { Badge } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { SearchBox } from "@web/components/list/search-box";
import { useListParams } from "@web/components/list/use-list-params";
import { QueryListState } from "@web/components/list/query-list-state";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCompanies } from "../api/list-companies";
import { ApproveCompany, RejectCompany } from "../components/company-actions";
import { companyStatusFrom, type CompanyStatus } from "../lib/list-filters";

type Status = CompanyStatus;
const tabs: { value: Status; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "verified", label: "Verified" },
  { value: "rejected", label: "Rejected" },
];

const emptyText: Record<Status, string> = {
  pending: "No companies are waiting for review. New registrations appear here as soon as they are submitted.",
  verified: "No company has been approved yet. Approve a pending registration and it moves here.",
  rejected: "No company has been rejected.",
};

/** /admin: companies waiting for verification, and those already decided. */
export function AdminCompaniesPage() {
  usePageMeta({ title: "Company verification" });
  const { search, page, input, setInput, setPage, setFilter, clearSearch, searchParams } = useListParams();
  const status = companyStatusFrom(searchParams);
  const companies = useCompanies({ status, search, page });
  const data = companies.data;
  // A placeholder from another tab is never shown as this one.
  const ready = data?.status === status ? data : undefined;

  return (
    <>
      <PageHeader
        title="Company verification"
        description="Check each company's email domain and website before it can browse candidates."
      />
      <Tabs value={status} onValueChange={(value) => setFilter("status", value, "pending")}>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
                {data && (
                  <Badge variant={tab.value === "pending" && data.counts.pending > 0 ? "warning" : "secondary"}>
                    <span className="tabular-nums">{data.counts[tab.value]}</span>
                  </Badge>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchBox
            label="Search companies"
            placeholder="Search by company, contact or email"
            value={input}
            onChange={setInput}
          />
        </div>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="grid gap-4">
            <QueryListState
              query={companies}
              page={ready}
              icon={Building2}
              errorTitle="The company list did not load"
              skeleton={<ListSkeleton />}
              search={search}
              noResults={{
                title: "No companies match your search",
                onClearSearch: clearSearch,
                children: (
                  <p>
                    Nothing in {tab.label.toLowerCase()} matches “{search}”.
                  </p>
                ),
              }}
              empty={
                <EmptyState icon={Building2} title={`No ${tab.label.toLowerCase()} companies`}>
                  <p>{emptyText[tab.value]}</p>
                </EmptyState>
              }
              pagination={{ label: "Company pages", page, onPageChange: setPage }}
            >
              {(list) => (
                <ul className="grid gap-4">
                  {list.items.map((company) => (
                    <li key={company.id}>
                      <CompanyCard company={company} />
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

function CompanyCard({ company }: { company: AdminCompany }) {
  const titleId = `company-${company.id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {company.companyName}
          </h2>
          {company.emailDomainMatchesWebsite ? (
            <Badge variant="success">Domain matches website</Badge>
          ) : (
            <Badge variant="warning">Domain differs from website</Badge>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          {company.verificationStatus !== "verified" && <ApproveCompany company={company} />}
          {company.verificationStatus !== "rejected" && <RejectCompany company={company} />}
        </div>
      </div>

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Website</dt>
          <dd className="min-w-0">
            {company.website ? (
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                <span className="truncate">{company.website.replace(/^https?:\/\//, "")}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              "Not given"
            )}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Contact</dt>
          <dd className="min-w-0">
            <p>{company.contactName ?? "Not given"}</p>
            {company.contactEmail && (
              <a
                href={`mailto:${company.contactEmail}`}
                className="wrap-anywhere text-indigo-700 underline-offset-4 hover:underline"
              >
                {company.contactEmail}
              </a>
            )}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Submitted</dt>
          <dd>
            <time dateTime={company.createdAt}>{formatDate(company.createdAt, "dateTime")}</time>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Industry</dt>
          <dd>{company.industry ?? "Not given"}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Size</dt>
          <dd>{company.size ? `${company.size} employees` : "Not given"}</dd>
        </div>
        {company.reviewedAt && company.verificationStatus !== "pending" && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">
              {company.verificationStatus === "rejected" ? "Rejected" : "Verified"}
            </dt>
            <dd>
              <time dateTime={company.reviewedAt}>{formatDate(company.reviewedAt, "dateTime")}</time>
            </dd>
          </div>
        )}
      </dl>

      {company.description && (
        <div className="grid gap-1 text-sm">
          <h3 className="text-muted-foreground">Description</h3>
          <p className="whitespace-pre-line">{company.description}</p>
        </div>
      )}
      {company.verificationStatus === "rejected" && company.verificationNote && (
        <p className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-800">
          <span className="font-medium">Reason given: </span>
          {company.verificationNote}
        </p>
      )}
    </article>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading companies" className="grid gap-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
          <div className="flex justify-between gap-4">
            <div className="grid gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-5 w-40" />
            </div>
            <Skeleton className="h-8 w-40" />
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-12" />
        </div>
      ))}
    </div>
  );
}
