import { Briefcase, UserCheck, Users, type LucideIcon } from "lucide-react";
import type { CompanyDashboard } from "@shared/companies/dashboard-contracts";
import { Card, CardContent } from "@web/components/ui/card";

const figures: { key: keyof CompanyDashboard["figures"]; label: string; hint: string; icon: LucideIcon }[] = [
  { key: "totalCandidates", label: "Total Candidates", hint: "People who applied to your jobs", icon: Users },
  { key: "openPositions", label: "Open Positions", hint: "Active job postings", icon: Briefcase },
  { key: "interviewed", label: "Interviewed", hint: "Applicants with a completed interview", icon: UserCheck },
];

/** The three figures, as the server counts them for this company alone. */
export function DashboardFigures({ values }: { values: CompanyDashboard["figures"] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Your hiring in figures">
      {figures.map((figure) => (
        <li key={figure.key}>
          <Card>
            <CardContent className="flex items-start justify-between gap-3 pt-6">
              <div className="grid gap-1">
                <p className="text-sm font-medium text-muted-foreground">{figure.label}</p>
                <p className="text-3xl font-semibold tabular-nums" data-testid={`figure-${figure.key}`}>
                  {values[figure.key]}
                </p>
                <p className="text-xs text-muted-foreground">{figure.hint}</p>
              </div>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
                <figure.icon className="size-5" aria-hidden="true" />
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
