import type { PublicProfile } from "@shared/candidates/contracts";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { SkillBadges, WorkHistory, type WorkHistoryJob } from "./candidate-background";

/*
 * A candidate's background as a company sees it, card by card: on their profile and on their
 * application. Each page lays the cards out its own way.
 */

function BackgroundCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The candidate's own words; nothing when they wrote none. */
export function AboutCard({ bio }: { bio: PublicProfile["bio"] }) {
  if (!bio) return null;
  return (
    <BackgroundCard title="About">
      <p className="leading-relaxed whitespace-pre-line text-slate-700">{bio}</p>
    </BackgroundCard>
  );
}

export function SkillsCard({ skills }: { skills: PublicProfile["skills"] }) {
  return (
    <BackgroundCard title="Skills">
      {skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">No skills listed.</p>
      ) : (
        <SkillBadges skills={skills} />
      )}
    </BackgroundCard>
  );
}

export function ExperienceCard({ jobs }: { jobs: readonly WorkHistoryJob[] }) {
  return (
    <BackgroundCard title="Experience">
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No work history listed.</p>
      ) : (
        <WorkHistory jobs={jobs} />
      )}
    </BackgroundCard>
  );
}
