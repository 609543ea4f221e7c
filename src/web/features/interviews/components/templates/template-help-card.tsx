import { BookOpen, Lightbulb, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

const resources = [
  {
    to: "/help/employer-resources#templates",
    label: "Interview Best Practices",
    description: "Question types, time limits and keeping interviews short.",
    icon: Lightbulb,
  },
  {
    to: "/help/candidate-guides#seven-questions",
    label: "Question Bank",
    description: "The seven questions of the network interview, and what good answers cover.",
    icon: BookOpen,
  },
  {
    to: "/help/employer-resources#review-candidates",
    label: "AI Configuration",
    description:
      "Each question's rubric (under Interview Questions) is what the AI assesses; see how AI feedback supports your review.",
    icon: Sparkles,
  },
] as const;

/** Help and Resources (spec): links to the help center's pages, never dead ends. */
export function TemplateHelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Help and Resources</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {resources.map(({ to, label, description, icon: Icon }) => (
            <li key={label}>
              <Link to={to} className="flex gap-3 rounded-md p-2 hover:bg-muted">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline">
                    {label}
                  </span>
                  <span className="text-xs text-muted-foreground">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
