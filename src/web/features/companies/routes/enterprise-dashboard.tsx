import { Settings, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { usePageMeta } from "@web/lib/page-meta";
import { useMe } from "@web/lib/session";
import { PageHeader } from "@web/components/list/page-header";
import { VerificationBanner } from "../components/verification-banner";

interface Shortcut {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  action: string;
}

/** Only features that exist: a shortcut is added here when its page is. */
const shortcuts: Shortcut[] = [
  {
    icon: Users,
    title: "Browse candidates",
    text: "AI-interviewed candidates with their titles, skills and experience.",
    to: "/candidates",
    action: "View candidates",
  },
  {
    icon: Settings,
    title: "Keep your company profile current",
    text: "How your company appears to candidates and to the OneTake team, and which e-mails you receive.",
    to: "/enterprise-settings",
    action: "Open settings",
  },
];

/** /enterprise-dashboard: the company's starting point and its verification state. */
export function EnterpriseDashboardPage() {
  usePageMeta({ title: "Enterprise Dashboard" });
  const me = useMe();
  if (!me.data) return null;
  const { user, company } = me.data;
  const name = company?.companyName || user.firstName || "Your Company";

  return (
    <>
      <PageHeader
        title={`Welcome back, ${name}`}
        description="Find AI-interviewed candidates and manage your hiring from here."
      />

      {company && <VerificationBanner company={company} email={user.email} />}

      {!company && user.isAdmin && (
        <Card className="border-indigo-200 bg-primary-tint">
          <CardHeader>
            <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-background text-primary-tint-foreground">
              <ShieldCheck className="size-5" aria-hidden="true" />
            </span>
            <CardTitle asChild>
              <h2>Complete Setup</h2>
            </CardTitle>
            <CardDescription className="text-slate-700">
              You are signed in as the OneTake admin. This account has no company profile of its own: review company
              registrations and the audit log in the admin console.
            </CardDescription>
          </CardHeader>
          <CardFooter className="pt-6">
            <Button asChild>
              <Link to="/admin">Open the admin console</Link>
            </Button>
          </CardFooter>
        </Card>
      )}

      <section aria-labelledby="shortcuts-title" className="grid gap-4">
        <h2 id="shortcuts-title" className="text-lg font-semibold">
          Get started
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {shortcuts.map((shortcut) => (
            <Card key={shortcut.to} className="flex flex-col">
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
                  <shortcut.icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle asChild>
                  <h3>{shortcut.title}</h3>
                </CardTitle>
                <CardDescription>{shortcut.text}</CardDescription>
              </CardHeader>
              <div className="flex-1 pt-6" />
              <CardFooter>
                <Button variant="outline" asChild>
                  <Link to={shortcut.to}>{shortcut.action}</Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
