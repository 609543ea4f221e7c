import { Briefcase, Plus } from "lucide-react";
import { Link } from "react-router";
import type { DashboardPosting } from "@shared/companies/dashboard-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";
import { PostingList } from "./posting-list";

/** The company's newest public postings, with the way to all of them and to a new one. */
export function JobPostingsCard({ postings }: { postings: DashboardPosting[] }) {
  return (
    <Card className="flex min-w-0 flex-col">
      <DashboardCardHeader icon={Briefcase} title="Job Postings">
        Your newest jobs on the OneTake job board.
      </DashboardCardHeader>
      <CardContent className="flex-1">
        {postings.length > 0 ? <PostingList postings={postings} label="Your newest job postings" /> : <NoPostings />}
      </CardContent>
      {postings.length > 0 && (
        <CardFooter className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/job-postings">View Postings</Link>
          </Button>
          <Button asChild>
            <Link to="/create-job">
              <Plus aria-hidden="true" />
              Create New
            </Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

export function NoPostings() {
  return (
    <EmptyState
      icon={Briefcase}
      title="No job postings yet"
      action={
        <Button asChild>
          <Link to="/create-job">
            <Plus aria-hidden="true" />
            Create a job posting
          </Link>
        </Button>
      }
    >
      Post your first job: candidates apply with the interview they have already recorded.
    </EmptyState>
  );
}
