import { Link } from "react-router";
import type { PublicProfile } from "@shared/candidates/contracts";
import { SkillBadges, WorkHistory } from "@web/components/candidate/candidate-background";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** About, skills and work experience, each only when the candidate filled it in. */
export function ProfileSections({ profile }: { profile: PublicProfile }) {
  return (
    <>
      {profile.bio && (
        <Card>
          <CardHeader>
            <CardTitle>About</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">{profile.bio}</p>
          </CardContent>
        </Card>
      )}

      {profile.skills.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Skills</CardTitle>
          </CardHeader>
          <CardContent>
            <SkillBadges skills={profile.skills} />
          </CardContent>
        </Card>
      )}

      {profile.workExperience.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Work experience</CardTitle>
          </CardHeader>
          <CardContent>
            <WorkHistory jobs={profile.workExperience} />
          </CardContent>
        </Card>
      )}
    </>
  );
}

/** "Hiring for AI roles?": the way in for a company that found this page. */
export function HiringCallout() {
  return (
    <Card className="bg-indigo-50">
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-slate-900">Hiring for AI roles?</h2>
          <p className="text-slate-700">Verified companies watch candidates' interviews with AI feedback on OneTake.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/register-company">Register your company</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
