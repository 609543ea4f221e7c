import { FileQuestion, Users } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import type { PostingApplicant } from "@shared/applications/company-application-contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { BackLink } from "@web/components/back-link";
import { EmptyState } from "@web/components/list/empty-state";
import { RowsSkeleton } from "@web/components/list/list-skeleton";
import { ANY_OPTION } from "@web/components/list/filter-select";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { StickyHeaderTable } from "@web/components/list/sticky-header-table";
import { evaluationStateText } from "@web/components/evaluation/evaluation-text";
import { MatchReasonsView } from "@web/components/matching/match-reasons";
import { Badge, matchScoreVariant } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-client";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { roleMay } from "@shared/companies/member-roles";
import { scorecardMessages } from "@shared/scorecards/scorecard-contracts";
import { usePostingApplicants } from "../api/list-posting-applicants";
import { ApplicantFilters } from "../components/applicant-filters";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { InterviewProgressBadge } from "../components/interview-progress-badge";
import { PostingAssignments } from "../components/posting-assignments";
import { applicantsQueryFrom } from "../lib/applicant-filters";

const fullName = (applicant: PostingApplicant) => `${applicant.firstName} ${applicant.lastName}`.trim();

/** /job-applicants/:id — the applicants of one of the company's postings, paged, sorted and filtered on the server. */
export function JobApplicantsPage() {
  const { id = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = applicantsQueryFrom(searchParams);
  const applicants = usePostingApplicants(id, query);
  const posting = applicants.data?.posting;
  const missing = isApiError(applicants.error) && [400, 404].includes(applicants.error.status);
  const notVerified = isApiError(applicants.error) && applicants.error.code === ErrorCode.companyNotVerified;
  const role = useMe().data?.company?.role;
  usePageMeta({ title: posting ? `Applicants: ${posting.title}` : "Applicants" });

  function setParam(name: string, value: string, fallback: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        if (name !== "page") next.delete("page");
        return next;
      },
      { replace: name !== "page", preventScrollReset: name !== "page" },
    );
  }
  const filtered = Boolean(query.status ?? query.interview);

  if (missing || notVerified) {
    return (
      <div className="grid gap-6">
        <BackLink to="/enterprise-dashboard">Back to dashboard</BackLink>
        <EmptyState icon={FileQuestion} title={missing ? POSTING_NOT_FOUND : "Your company is awaiting verification"}>
          <p>{missing ? "It does not exist, or it belongs to another company." : applicants.error?.message}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <BackLink to="/enterprise-dashboard">Back to dashboard</BackLink>
      <PageHeader
        title={posting ? posting.title : <Skeleton className="h-8 w-64" />}
        description={
          applicants.data
            ? `${applicants.data.total === 1 ? "1 applicant" : `${applicants.data.total} applicants`}${filtered ? " match these filters" : ""}`
            : "Applicants"
        }
        actions={
          // How far the AI agrees with the team's scorecards on this posting (decision 0086).
          <Button variant="outline" asChild>
            <Link to={`/job-applicants/${id}/agreement`}>AI–human agreement</Link>
          </Button>
        }
      />
      {/* Who runs this posting (decision 0084): Owners, Admins and Recruiters assign them. */}
      {role && roleMay(role, "postings") && <PostingAssignments postingId={id} />}
      <section aria-labelledby="applicants-title" className="grid gap-4">
        <h2 id="applicants-title" className="sr-only">
          Applicants
        </h2>
        <ApplicantFilters
          sort={applicants.data?.namesHidden && query.sort === "name" ? "newest" : query.sort}
          status={query.status}
          interview={query.interview}
          namesHidden={applicants.data?.namesHidden ?? false}
          onChange={(name, value) => setParam(name, value, name === "sort" ? "newest" : ANY_OPTION)}
        />
        <QueryListState
          query={applicants}
          page={applicants.data}
          icon={Users}
          errorTitle="The applicants did not load"
          skeleton={<RowsSkeleton label="Loading applicants" rows={5} end={<Skeleton className="h-6 w-24" />} />}
          search={filtered ? "filtered" : ""}
          noResults={{
            title: "No applicants match these filters",
            onClearSearch: () => setSearchParams(new URLSearchParams(), { replace: true }),
            children: <p>Try another application or interview status.</p>,
          }}
          empty={
            <EmptyState icon={Users} title="No applicants yet">
              <p>Candidates who apply to this job appear here, with their interview and application status.</p>
            </EmptyState>
          }
          pagination={{
            label: "Applicant pages",
            page: query.page,
            onPageChange: (page) => setParam("page", String(page), "1"),
          }}
        >
          {(data) => (
            <>
              <ApplicantsTable items={data.items} />
              <ApplicantCards items={data.items} />
            </>
          )}
        </QueryListState>
      </section>
    </div>
  );
}

function ApplicantLink({ applicant }: { applicant: PostingApplicant }) {
  return (
    <Link
      to={`/application-details/${applicant.applicationId}`}
      className="font-medium text-indigo-700 underline-offset-4 hover:underline"
    >
      {fullName(applicant)}
    </Link>
  );
}

/**
 * The AI score in the spec's colours and the feedback's preview (decision 0050); without a score,
 * the evaluation's state in the words its AI Feedback tab uses (decision 0069).
 */
function AiFeedbackPreview({ applicant }: { applicant: PostingApplicant }) {
  // Hidden from a member scoring this application until they submit (decision 0085).
  if (applicant.aiScoresHidden) {
    return <span className="text-sm text-muted-foreground">{scorecardMessages.aiScoresHidden}</span>;
  }
  if (applicant.aiScore === null && applicant.aiFeedbackPreview === null) {
    return <span className="text-sm text-muted-foreground">{evaluationStateText[applicant.aiFeedbackState]}</span>;
  }
  return (
    <div className="grid max-w-xs gap-1">
      {applicant.aiScore === null && (
        <span className="text-sm text-muted-foreground">{evaluationStateText[applicant.aiFeedbackState]}</span>
      )}
      {applicant.aiScore !== null && (
        <Badge variant={matchScoreVariant(applicant.aiScore)} className="tabular-nums">
          <span className="sr-only">AI score </span>
          {applicant.aiScore}/100
        </Badge>
      )}
      {applicant.aiFeedbackPreview && (
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{applicant.aiFeedbackPreview}</p>
      )}
    </div>
  );
}

/** Scorecards submitted of the application, and members assigned to score it (decision 0085). */
function ScorecardCount({ applicant }: { applicant: PostingApplicant }) {
  const { done, assigned } = applicant.scorecards;
  if (done === 0 && assigned === 0) return <span className="text-sm text-muted-foreground">None yet</span>;
  return (
    <span className="text-sm whitespace-nowrap tabular-nums">
      {done} done / {assigned} assigned
    </span>
  );
}

/** The applicant's match for this posting and why (decision 0052); computed in the background. */
function ApplicantMatch({ applicant }: { applicant: PostingApplicant }) {
  // A hiring manager has no pool: the quote's time is not a link to a profile they may not open.
  const role = useMe().data?.company?.role;
  if (applicant.matchScore === null || applicant.matchReasons === null) {
    return <span className="text-sm text-muted-foreground">Not matched yet</span>;
  }
  return (
    <MatchReasonsView
      score={applicant.matchScore}
      reasons={applicant.matchReasons}
      profileId={applicant.profileId}
      linkToProfile={role === undefined || roleMay(role, "pool")}
    />
  );
}

function ApplicantsTable({ items }: { items: PostingApplicant[] }) {
  return (
    <StickyHeaderTable
      headings={["Candidate", "Match", "Application status", "Interview", "AI feedback", "Scorecards", "Applied"]}
    >
      {items.map((applicant) => (
        <tr key={applicant.applicationId} className="border-b border-border last:border-0 hover:bg-slate-50">
          <th scope="row" className="px-4 py-3 text-left align-top font-normal">
            <ApplicantLink applicant={applicant} />
            <p className="text-muted-foreground">{applicant.title ?? "No title yet"}</p>
          </th>
          <td className="px-4 py-3 align-top">
            <ApplicantMatch applicant={applicant} />
          </td>
          <td className="px-4 py-3 align-top">
            <ApplicationStatusBadge status={applicant.status} />
          </td>
          <td className="px-4 py-3 align-top">
            <InterviewProgressBadge interview={applicant.interview} />
          </td>
          <td className="px-4 py-3 align-top">
            <AiFeedbackPreview applicant={applicant} />
          </td>
          <td className="px-4 py-3 align-top">
            <ScorecardCount applicant={applicant} />
          </td>
          <td className="px-4 py-3 align-top whitespace-nowrap">
            <time dateTime={applicant.appliedAt}>{formatDate(applicant.appliedAt)}</time>
          </td>
        </tr>
      ))}
    </StickyHeaderTable>
  );
}

function ApplicantCards({ items }: { items: PostingApplicant[] }) {
  return (
    <ul className="grid gap-3 md:hidden">
      {items.map((applicant) => (
        <li key={applicant.applicationId} className="grid gap-3 rounded-lg border border-border bg-background p-4">
          <div className="grid gap-0.5">
            <h3>
              <ApplicantLink applicant={applicant} />
            </h3>
            <p className="text-sm text-muted-foreground">{applicant.title ?? "No title yet"}</p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <ApplicationStatusBadge status={applicant.status} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Applied</dt>
              <dd>
                <time dateTime={applicant.appliedAt}>{formatDate(applicant.appliedAt)}</time>
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Match</dt>
              <dd>
                <ApplicantMatch applicant={applicant} />
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Interview</dt>
              <dd>
                <InterviewProgressBadge interview={applicant.interview} />
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">AI feedback</dt>
              <dd>
                <AiFeedbackPreview applicant={applicant} />
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Scorecards</dt>
              <dd>
                <ScorecardCount applicant={applicant} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
