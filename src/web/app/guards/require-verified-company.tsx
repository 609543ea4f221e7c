import { Clock } from "lucide-react";
import { Link, Outlet } from "react-router";
import { accessMessages } from "@shared/accounts/access";
import type { Me } from "@shared/accounts/contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { VerificationBanner } from "@web/features/companies/components/verification-banner";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";

/**
 * Job postings and their applicants are for verified companies only (the server refuses the rest).
 * A pending or rejected company sees why, and what it can do meanwhile, instead of a failed page.
 * Sits below an account guard, so the user is already known. Admins pass as they do there, and so
 * do candidates on the pages both sides share (/application-details/:id is theirs too).
 */
export function VerifiedCompanyOnly() {
  const me = useMe();
  const account = me.data;
  const passes =
    !account ||
    account.user.isAdmin ||
    account.user.userType === "candidate" ||
    account.company?.verificationStatus === "verified";
  if (passes) return <Outlet />;
  return <NotVerifiedYet company={account.company} email={account.user.email} />;
}

function NotVerifiedYet({ company, email }: { company: Me["company"]; email: string }) {
  usePageMeta({ title: "Hiring opens once you are verified" });
  const rejected = company?.verificationStatus === "rejected";
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Hiring opens once you are verified"
        description="Job postings and their applicants are open to verified companies."
      />
      {rejected ? (
        <VerificationBanner company={company} email={email} />
      ) : (
        <EmptyState
          icon={Clock}
          title="Your company is awaiting verification"
          tone="warning"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/enterprise-settings">Complete your company profile</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/interview-customization">Prepare interview templates</Link>
              </Button>
            </div>
          }
        >
          <p>{accessMessages.companyNotVerified}</p>
          <p className="mt-2">
            You can post jobs and review applicants as soon as an admin approves your company. Meanwhile, complete your
            profile and prepare your interview templates.
          </p>
        </EmptyState>
      )}
    </div>
  );
}
