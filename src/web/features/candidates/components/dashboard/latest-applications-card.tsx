import { Briefcase } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/ui/format-date";
import { useLatestApplications } from "../../api/list-latest-applications";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";
import { ApplicationStatusBadge } from "./application-status-badge";

/** The job board, where the dashboard sends a candidate to find work. */
export const JOB_BOARD_PATH = "/jobs";

/** The candidate's 3 latest applications with their status (the dashboard's Overview). */
export function LatestApplicationsCard() {
  const query = useLatestApplications();
  const items = query.data;
  return (
    <Card className="flex flex-col" aria-busy={query.isPending}>
      <DashboardCardHeader icon={Briefcase} title="Latest applications">
        Your three most recent applications and where each one stands.
      </DashboardCardHeader>
      <CardContent className="flex-1 text-sm text-slate-700">
        {query.isPending ? (
          <div className="grid gap-2" aria-label="Loading applications">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError ? (
          <p role="alert">Your applications did not load. {query.error.message}</p>
        ) : items && items.length > 0 ? (
          <ul className="divide-y divide-slate-200" aria-label="Latest applications">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{item.title}</p>
                  <p className="text-slate-600">
                    {item.companyName ? `${item.companyName} · ` : ""}Applied {formatDate(item.appliedAt)}
                  </p>
                </div>
                <ApplicationStatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p>You have not applied to a job yet.</p>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link to={JOB_BOARD_PATH}>Apply for Jobs</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
