import { Users } from "lucide-react";
import { Link } from "react-router";
import { experienceLevels } from "@shared/accounts/candidate-application";
import type { CandidatePoolItem } from "@shared/candidates/contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { Badge } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { QueryListState } from "@web/components/list/query-list-state";
import { isApiError } from "@web/lib/api-error";
import { formatDate } from "@web/lib/format-date";
import { usePageMeta } from "@web/lib/page-meta";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { SearchBox } from "@web/components/list/search-box";
import { StickyHeaderTable } from "@web/components/list/sticky-header-table";
import { useListParams } from "@web/components/list/use-list-params";
import { useCandidatePool } from "../api/list-candidate-pool";
import { AwaitingVerification } from "../components/awaiting-verification";

const SHOWN_SKILLS = 4;

function experienceLabel(years: number): string {
  const level = experienceLevels.find((option) => option.years === years);
  if (level) return level.label;
  return years === 1 ? "1 year" : `${years} years`;
}

function fullName(candidate: CandidatePoolItem): string {
  return `${candidate.firstName} ${candidate.lastName}`.trim();
}

/** /candidates: the candidate pool for verified companies. */
export function CandidatePoolPage() {
  usePageMeta({ title: "Candidates" });
  const { search, page, input, setInput, setPage, clearSearch } = useListParams();
  const pool = useCandidatePool({ search, page });

  const notVerified = isApiError(pool.error) && pool.error.code === ErrorCode.companyNotVerified;

  return (
    <>
      <PageHeader title="Candidates" description="AI-interviewed candidates, newest first." />

      {notVerified ? (
        <AwaitingVerification />
      ) : (
        <section aria-labelledby="pool-title" className="grid gap-4">
          <h2 id="pool-title" className="sr-only">
            Candidate pool
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SearchBox
              label="Search candidates"
              placeholder="Search by name, title or skill"
              value={input}
              onChange={setInput}
            />
            {pool.data && (
              <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {pool.data.total === 1 ? "1 candidate" : `${pool.data.total} candidates`}
                {search && ` matching “${search}”`}
              </p>
            )}
          </div>

          <QueryListState
            query={pool}
            page={pool.data}
            icon={Users}
            errorTitle="The candidate list did not load"
            skeleton={<PoolSkeleton />}
            search={search}
            noResults={{
              title: "No candidates match your search",
              onClearSearch: clearSearch,
              children: <p>Nobody matches “{search}”. Try a shorter term, another skill, or clear the search.</p>,
            }}
            empty={
              <EmptyState icon={Users} title="No candidates yet">
                <p>Candidates appear here once they have recorded their interview or uploaded a resume.</p>
              </EmptyState>
            }
            pagination={{ label: "Candidate pages", page, onPageChange: setPage }}
          >
            {(data) => (
              <>
                <PoolTable items={data.items} />
                <PoolCards items={data.items} />
              </>
            )}
          </QueryListState>
        </section>
      )}
    </>
  );
}

function SkillList({ skills }: { skills: string[] }) {
  if (skills.length === 0) return <span className="text-muted-foreground">Not listed</span>;
  const shown = skills.slice(0, SHOWN_SKILLS);
  const more = skills.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline">+{more} more</Badge>
        </li>
      )}
    </ul>
  );
}

function PoolTable({ items }: { items: CandidatePoolItem[] }) {
  return (
    <StickyHeaderTable headings={["Candidate", "Location", "Experience", "Skills", "Joined"]}>
      {items.map((candidate) => (
        <tr key={candidate.id} className="border-b border-border last:border-0 hover:bg-slate-50">
          <th scope="row" className="px-4 py-3 text-left align-top font-normal">
            <Link
              to={`/candidate-profile/${candidate.profileId}`}
              className="font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              {fullName(candidate)}
            </Link>
            <p className="text-muted-foreground">{candidate.title ?? "No title yet"}</p>
          </th>
          <td className="px-4 py-3 align-top">{candidate.location ?? "Not listed"}</td>
          <td className="px-4 py-3 align-top">{experienceLabel(candidate.experienceYears)}</td>
          <td className="px-4 py-3 align-top">
            <SkillList skills={candidate.skills} />
          </td>
          <td className="px-4 py-3 align-top whitespace-nowrap">
            <time dateTime={candidate.joinedAt}>{formatDate(candidate.joinedAt)}</time>
          </td>
        </tr>
      ))}
    </StickyHeaderTable>
  );
}

function PoolCards({ items }: { items: CandidatePoolItem[] }) {
  return (
    <ul className="grid gap-3 md:hidden">
      {items.map((candidate) => (
        <li key={candidate.id} className="grid gap-3 rounded-lg border border-border bg-background p-4">
          <div className="grid gap-0.5">
            <h3 className="font-medium">
              <Link
                to={`/candidate-profile/${candidate.profileId}`}
                className="text-indigo-700 underline-offset-4 hover:underline"
              >
                {fullName(candidate)}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">{candidate.title ?? "No title yet"}</p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Location</dt>
              <dd>{candidate.location ?? "Not listed"}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Experience</dt>
              <dd>{experienceLabel(candidate.experienceYears)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Joined</dt>
              <dd>
                <time dateTime={candidate.joinedAt}>{formatDate(candidate.joinedAt)}</time>
              </dd>
            </div>
          </dl>
          <SkillList skills={candidate.skills} />
        </li>
      ))}
    </ul>
  );
}

function PoolSkeleton() {
  return (
    <div role="status" aria-label="Loading candidates" className="grid gap-3">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 rounded-lg border border-border bg-background p-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="hidden h-4 w-32 md:block" />
          <Skeleton className="h-6 w-20" />
        </div>
      ))}
    </div>
  );
}
