import { Star, Users } from "lucide-react";
import { Link } from "react-router";
import type { DashboardTopCandidate } from "@shared/companies/dashboard-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { MatchReasonsView } from "@web/components/matching/match-reasons";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { ApplicantList } from "./applicant-list";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";

/**
 * The company's applicants at their best match (decision 0052), best first, each with the score
 * and why, and the interview's AI score beside it, not part of it (decision 0070); those not
 * matched yet follow, newest first.
 */
export function TopCandidatesCard({ applicants }: { applicants: DashboardTopCandidate[] }) {
  return (
    <Card className="flex min-w-0 flex-col">
      <DashboardCardHeader icon={Star} title="Top Candidates">
        Your applicants who fit their job best, with why, and their interview's AI score beside it.
      </DashboardCardHeader>
      <CardContent className="flex-1">
        {applicants.length > 0 ? (
          <ApplicantList
            applicants={applicants}
            label="Top candidates"
            extra={(applicant) => <TopMatch applicant={applicant} />}
          />
        ) : (
          <NoApplicants />
        )}
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

function TopMatch({ applicant }: { applicant: DashboardTopCandidate }) {
  if (applicant.matchScore === null || applicant.matchReasons === null) {
    return <p className="text-sm text-muted-foreground">Not matched yet</p>;
  }
  return (
    <div className="mt-1">
      <MatchReasonsView
        score={applicant.matchScore}
        reasons={applicant.matchReasons}
        profileId={applicant.candidateProfileId}
        withAiScore
      />
    </div>
  );
}
