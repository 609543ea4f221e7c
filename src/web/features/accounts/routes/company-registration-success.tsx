import { LogIn, MailCheck, ShieldCheck, UserCheck } from "lucide-react";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { NextStepsPage, type NextStep } from "../components/next-steps";

const steps: NextStep[] = [
  {
    icon: MailCheck,
    title: "Verify your email",
    text: "Open the link we just sent to your business address to confirm it.",
  },
  {
    icon: ShieldCheck,
    title: "Our team reviews your company",
    text: "We check your email domain and company website. This typically takes about 24 hours.",
  },
  {
    icon: UserCheck,
    title: "Receive the approval email",
    text: "We email you as soon as your company is verified.",
  },
  {
    icon: LogIn,
    title: "Sign in and start hiring",
    text: "Browse AI-interviewed candidates, watch their recordings and post your roles.",
  },
];

/** /company-registration-success */
export function CompanyRegistrationSuccessPage() {
  usePageMeta({ title: "Company registration received" });
  return (
    <NextStepsPage
      titleId="company-success-title"
      title="Registration received"
      description="Your company account is created and waiting for verification."
      steps={steps}
      loginTo="/login?tab=company"
    />
  );
}
