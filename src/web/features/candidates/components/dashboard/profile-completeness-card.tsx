import { CheckCircle2, Circle, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { profileCompletenessLabels, type ProfileCompletenessPart } from "@shared/candidates/dashboard-contracts";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { Skeleton } from "@web/components/ui/skeleton";
import { useProfileCompleteness } from "../../api/get-profile-completeness";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";

/** Where the candidate adds each missing part. */
const whereToAdd: Record<ProfileCompletenessPart, { to: string; action: string }> = {
  career: { to: "/candidate-settings?tab=profile", action: "Add them" },
  photo: { to: "/candidate-settings?tab=profile", action: "Add a photo" },
  resume: { to: "/candidate-settings?tab=resume", action: "Upload your resume" },
  skills: { to: "/candidate-settings?tab=resume", action: "Add your skills" },
  experience: { to: "/candidate-settings?tab=resume", action: "Add work experience" },
  interview: { to: "/interview", action: "Record the interview" },
};

/** How complete the profile is and what is missing, as the server counts it. */
export function ProfileCompletenessCard() {
  const query = useProfileCompleteness();
  const data = query.data;
  const missing = data?.parts.filter((part) => !part.done) ?? [];
  return (
    <Card className="flex flex-col" aria-busy={query.isPending}>
      <DashboardCardHeader icon={ListChecks} title="Profile completeness">
        Companies read your profile alongside your interview: the more it says, the better.
      </DashboardCardHeader>
      <CardContent className="grid flex-1 gap-4 text-sm text-slate-700">
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isError ? (
          <p role="alert">Your profile's completeness did not load. {query.error.message}</p>
        ) : data ? (
          <>
            <div className="grid gap-2">
              <p className="font-medium text-slate-900">
                <span className="tabular-nums">{data.percent}%</span> complete
              </p>
              <Progress value={data.percent} label="Profile completeness" />
            </div>
            {missing.length === 0 ? (
              <p className="flex items-center gap-2">
                <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                Your profile is complete.
              </p>
            ) : (
              <div className="grid gap-2">
                <p>Still missing:</p>
                <ul className="grid gap-2" aria-label="Missing from your profile">
                  {missing.map(({ part }) => (
                    <li key={part} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <Circle className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      <span>{profileCompletenessLabels[part]}</span>
                      <Link to={whereToAdd[part].to} className="text-indigo-700 hover:underline">
                        {whereToAdd[part].action}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
