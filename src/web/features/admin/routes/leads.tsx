import { Download, Inbox } from "lucide-react";
import {
  exportLeadsPath,
  LEAD_KINDS,
  leadKindLabels,
  type LeadItem,
  type LeadKind,
} from "@shared/leads/admin-contracts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { SearchBox } from "@web/components/list/search-box";
import { useListParams } from "@web/components/list/use-list-params";
import { QueryListState } from "@web/components/list/query-list-state";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useLeads } from "../api/list-leads";
import { leadColumns, leadTitle } from "../components/lead-columns";
import { leadKindFrom } from "../lib/list-filters";

const searchPlaceholder: Record<LeadKind, string> = {
  waitlist: "Search by business, name or email",
  "early-access": "Search by business, name or email",
  consultations: "Search by name, company or email",
  "contact-messages": "Search by name, email or subject",
  newsletter: "Search by email",
  resumes: "Search by name or email",
};

const emptyText: Record<LeadKind, string> = {
  waitlist:
    "Businesses that tick “Join the waitlist” on the enterprise landing page, or use Hire AI Teams Fast, appear here.",
  "early-access": "Requests from the early-access page appear here.",
  consultations: "Requests from Book a Free Consultation appear here. Reply within 24 hours, as the page promises.",
  "contact-messages": "Messages sent from the Contact Us page appear here.",
  newsletter: "Addresses subscribed from the site footer appear here.",
  resumes: "Resumes uploaded on /upload-resume appear here, with a download link for each.",
};

/** /admin/leads: what visitors sent through the public forms, one tab per list. */
export function LeadsAdminPage() {
  usePageMeta({ title: "Leads" });
  const { search, page, input, setInput, setPage, setFilter, clearSearch, searchParams } = useListParams();
  const kind = leadKindFrom(searchParams);
  const leads = useLeads({ kind, search, page });
  const data = leads.data;
  // A placeholder from another tab is never shown as this one.
  const ready = data?.kind === kind ? data : undefined;

  return (
    <>
      <PageHeader
        title="Leads"
        description="Everything visitors sent through the public forms, newest first. Exports include every row."
      />
      {/* min-w-0: six tabs are wider than a phone; the tab list scrolls instead of widening the page. */}
      <Tabs value={kind} onValueChange={(value) => setFilter("kind", value, "waitlist")} className="min-w-0">
        <TabsList aria-label="Lead lists">
          {LEAD_KINDS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {leadKindLabels[each]}
              {data && (
                <Badge variant="secondary">
                  <span className="tabular-nums">{data.counts[each]}</span>
                </Badge>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {LEAD_KINDS.map((each) => (
          <TabsContent key={each} value={each} className="grid gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <SearchBox
                label={`Search ${leadKindLabels[each].toLowerCase()}`}
                placeholder={searchPlaceholder[each]}
                value={input}
                onChange={setInput}
              />
              <Button variant="outline" asChild>
                <a href={exportLeadsPath(each)} download>
                  <Download aria-hidden="true" />
                  Export CSV
                  <span className="sr-only"> of {leadKindLabels[each].toLowerCase()}</span>
                </a>
              </Button>
            </div>
            <QueryListState
              query={leads}
              page={ready}
              icon={Inbox}
              errorTitle="The list did not load"
              skeleton={<ListSkeleton />}
              search={search}
              noResults={{
                title: "Nothing matches your search",
                onClearSearch: clearSearch,
                children: (
                  <p>
                    No {leadKindLabels[each].toLowerCase()} entry matches “{search}”.
                  </p>
                ),
              }}
              empty={
                <EmptyState icon={Inbox} title={`No ${leadKindLabels[each].toLowerCase()} entries yet`}>
                  <p>{emptyText[each]}</p>
                </EmptyState>
              }
              pagination={{ label: `${leadKindLabels[each]} pages`, page, onPageChange: setPage }}
            >
              {(list) => (
                <>
                  <LeadTable kind={each} items={list.items} />
                  <LeadCards kind={each} items={list.items} />
                </>
              )}
            </QueryListState>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

/** Desktop: a table whose header stays put while its rows scroll. */
function LeadTable({ kind, items }: { kind: LeadKind; items: LeadItem[] }) {
  const columns = leadColumns(kind);
  return (
    <div className="hidden max-h-[70vh] overflow-auto rounded-lg border border-border bg-background md:block">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{leadKindLabels[kind]}, newest first</caption>
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="border-b border-border px-4 py-3 font-medium whitespace-nowrap text-slate-700"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-border align-top last:border-b-0">
              {columns.map((column) => (
                <td key={column.header} className={column.wide ? "min-w-64 px-4 py-3" : "px-4 py-3"}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per row. */
function LeadCards({ kind, items }: { kind: LeadKind; items: LeadItem[] }) {
  const columns = leadColumns(kind);
  return (
    <ul className="grid gap-3 md:hidden">
      {items.map((item) => (
        <li key={item.id}>
          <article
            aria-label={leadTitle(item)}
            className="grid gap-3 rounded-lg border border-border bg-background p-4 text-sm"
          >
            <dl className="grid gap-2">
              {columns.map((column) => (
                <div key={column.header} className="grid gap-0.5">
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className="min-w-0">{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading leads" className="grid gap-3">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}
