import { CheckCircle2, Circle, Rocket, Settings } from "lucide-react";
import { Link } from "react-router";
import type { CompanyDashboard, CompanyProfilePart, CompanySetupStep } from "@shared/companies/dashboard-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";

const steps: Record<CompanySetupStep, { title: string; text: string; to: string; action: string }> = {
  profile: {
    title: "Complete your company profile",
    text: "Your description, location and logo are what candidates read about you.",
    to: "/enterprise-settings",
    action: "Edit profile",
  },
  posting: {
    title: "Post your first job",
    text: "Candidates apply with the interview they have already recorded.",
    to: "/create-job",
    action: "Create a job",
  },
  template: {
    title: "Create an interview template",
    text: "Ask your own questions for a job.",
    to: "/interview-customization",
    action: "Create a template",
  },
};

const partLabels: Record<CompanyProfilePart, string> = {
  companyName: "Company name",
  website: "Website",
  industry: "Industry",
  description: "Company description",
  location: "Location",
  contactEmail: "Contact e-mail",
  logo: "Company logo",
};

/** The three onboarding steps, each done or with the way to do it. */
export function OnboardingCard({ setup }: { setup: CompanyDashboard["setup"] }) {
  const done = setup.steps.filter((step) => step.done).length;
  return (
    <Card className="flex min-w-0 flex-col">
      <DashboardCardHeader icon={Rocket} title="Get started with OneTake">
        {done} of {setup.steps.length} steps done.
      </DashboardCardHeader>
      <CardContent>
        <ol className="grid gap-4" aria-label="Setup steps">
          {setup.steps.map(({ step, done: stepDone }, index) => (
            <li key={step} className="flex gap-3">
              {stepDone ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <div className="grid min-w-0 gap-1">
                <p className="font-medium">
                  {index + 1}. {steps[step].title}
                  <span className="sr-only">{stepDone ? " (done)" : " (to do)"}</span>
                </p>
                <p className="text-sm text-muted-foreground">{steps[step].text}</p>
                {!stepDone && (
                  <Link to={steps[step].to} className="text-sm font-medium text-indigo-700 hover:underline">
                    {steps[step].action}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** While the company profile lacks something: what, and where to add it. */
export function CompleteSetupCard({ missing }: { missing: CompanyProfilePart[] }) {
  return (
    <Card className="flex min-w-0 flex-col border-indigo-200 bg-primary-tint">
      <DashboardCardHeader icon={Settings} title="Complete Setup">
        Candidates see your company profile beside your jobs. It still lacks:
      </DashboardCardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-1 text-sm text-slate-700" aria-label="Missing from your company profile">
          {missing.map((part) => (
            <li key={part} className="flex items-center gap-2">
              <Circle className="size-3 shrink-0 text-slate-500" aria-hidden="true" />
              {partLabels[part]}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to="/enterprise-settings">Complete your profile</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
