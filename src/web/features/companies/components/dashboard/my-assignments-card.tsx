import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { memberScopeOf, type CompanyMemberRole } from "@shared/companies/member-roles";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useMyAssignments } from "@web/lib/companies/assignments";

const linkClass = "font-medium text-indigo-700 underline-offset-4 hover:underline break-words";
const applicantsText = (count: number) => (count === 1 ? "1 applicant" : `${count} applicants`);

/**
 * What is assigned to the signed-in member (decision 0084): their postings and the applications
 * they are asked to score. A hiring manager or an interviewer always sees it (it is their way in);
 * anyone else once something is assigned to them.
 */
export function MyAssignmentsCard({ role }: { role: CompanyMemberRole }) {
  const assignments = useMyAssignments();
  const scoped = memberScopeOf(role) !== "company";
  const data = assignments.data;
  const empty = data !== undefined && data.postings.length === 0 && data.applications.length === 0;
  if (!scoped && (empty || assignments.isError || assignments.isPending)) return null;

  return (
    <Card data-testid="my-assignments">
      <CardHeader>
        <CardTitle asChild>
          <h2>Assigned to you</h2>
        </CardTitle>
        <CardDescription>
          {role === "interviewer"
            ? "The applications you are asked to review and score."
            : "The postings you run and the applications you are asked to score."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {assignments.isPending ? (
          <div role="status" aria-label="Loading your assignments" className="grid gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : assignments.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            Your assignments did not load. {assignments.error.message}
          </p>
        ) : !data || empty ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ClipboardList className="size-4 shrink-0" aria-hidden="true" />
            Nothing is assigned to you yet. An Owner, Admin or Recruiter of your company assigns{" "}
            {role === "interviewer" ? "applications" : "postings and applications"} to you, and you get an e-mail when
            they do.
          </p>
        ) : (
          <>
            {data.postings.length > 0 && (
              <section aria-labelledby="assigned-postings" className="grid gap-2">
                <h3 id="assigned-postings" className="text-sm font-semibold">
                  Postings
                </h3>
                <ul className="grid gap-2">
                  {data.postings.map((posting) => (
                    <li key={posting.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <Link to={`/job-applicants/${posting.id}`} className={linkClass}>
                        {posting.title}
                      </Link>
                      <span className="text-muted-foreground">{applicantsText(posting.applicantCount)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {data.applications.length > 0 && (
              <section aria-labelledby="assigned-applications" className="grid gap-2">
                <h3 id="assigned-applications" className="text-sm font-semibold">
                  Applications to score
                </h3>
                <ul className="grid gap-2">
                  {data.applications.map((application) => (
                    <li key={application.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <Link to={`/application-details/${application.id}`} className={linkClass}>
                        {application.candidateName}
                      </Link>
                      <span className="text-muted-foreground">{application.postingTitle}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
