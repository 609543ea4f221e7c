import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { AccountPage } from "./account-page";
import { ReturnHomeButton } from "./return-home-button";

export interface NextStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The "what happens now" page after a registration: numbered steps and two ways on. */
export function NextStepsPage({
  titleId,
  title,
  description,
  steps,
  loginTo,
}: {
  titleId: string;
  title: string;
  description: string;
  steps: NextStep[];
  loginTo: string;
}) {
  return (
    <AccountPage titleId={titleId} title={title} description={description} width="wide">
      <Card>
        <CardContent className="p-4 sm:p-8">
          <h2 className="mb-6 text-lg font-semibold">What happens next</h2>
          <ol className="grid gap-6">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary-tint-foreground">
                  <step.icon className="size-5" aria-hidden="true" />
                </span>
                <div className="grid gap-1">
                  <h3 className="font-semibold">
                    <span className="text-muted-foreground tabular-nums">{index + 1}. </span>
                    {step.title}
                  </h3>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={loginTo}>Go to Login</Link>
        </Button>
        <ReturnHomeButton />
      </div>
    </AccountPage>
  );
}
