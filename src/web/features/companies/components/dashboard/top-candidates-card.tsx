import { Star, Users } from "lucide-react";
import { Link } from "react-router";
import type { DashboardApplicant } from "@shared/companies/dashboard-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { ApplicantList } from "./applicant-list";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";

/** The newest applicants (ranked by match score once matching exists). */
export function TopCandidatesCard({ applicants }: { applicants: DashboardApplicant[] }) {
  return (
    <Card className="flex min-w-0 flex-col">
      <DashboardCardHeader icon={Star} title="Top Candidates">
        Your newest applicants, ready to review.
      </DashboardCardHeader>
      <CardContent className="flex-1">
        {applicants.length > 0 ? <ApplicantList applicants={applicants} label="Top candidates" /> : <NoApplicants />}
      </CardContent>
    </Card>
  );
}

export function NoApplicants() {
  return (
    <EmptyState
      icon={Users}
      title="No applicants yet"
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/create-job">Post a job</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/candidates">Browse candidates</Link>
          </Button>
        </div>
      }
    >
      Post a job to receive applications, or browse AI-interviewed candidates now.
    </EmptyState>
  );
}
