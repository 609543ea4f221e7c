import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useMyCareer } from "../../api/career/get-my-career";
import { CareerEducationCard } from "./career-education-card";
import { CareerExperienceCard } from "./career-experience-card";
import { CareerSkillsCard } from "./career-skills-card";
import { ResumeFileCard } from "./resume-file-card";

/** The Resume tab of /candidate-settings (decision 0027): the resume file, skills, work experience and education. */
export function ResumeSettingsTab() {
  const career = useMyCareer();
  if (career.isError) {
    return (
      <Card>
        <CardContent className="grid gap-4 p-6">
          <p role="alert" className="text-danger">
            {career.error.message}
          </p>
          <div>
            <Button variant="outline" onClick={() => void career.refetch()}>
              Try again
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }
  if (!career.data) {
    return (
      <Card aria-busy="true" aria-label="Loading your resume">
        <CardContent className="grid gap-4 p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-48" />
        </CardContent>
      </Card>
    );
  }
  const { resume, skills, experience, education } = career.data;
  return (
    <>
      <ResumeFileCard resume={resume} />
      <CareerSkillsCard skills={skills} />
      <CareerExperienceCard experience={experience} />
      <CareerEducationCard education={education} />
    </>
  );
}
