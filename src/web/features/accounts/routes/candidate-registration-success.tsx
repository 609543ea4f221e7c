import { Bell, Eye, MailCheck, Video } from "lucide-react";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { NextStepsPage, type NextStep } from "../components/next-steps";

const steps: NextStep[] = [
  {
    icon: MailCheck,
    title: "Verify your email",
    text: "Open the link we just sent you. It confirms your address and signs you in.",
  },
  {
    icon: Video,
    title: "Complete your AI interview",
    text: "Record one video interview of about 20 minutes: 7 questions, one at a time, whenever suits you.",
  },
  {
    icon: Eye,
    title: "Your profile becomes visible to companies",
    text: "Verified AI companies browse interviewed candidates and watch your recording.",
  },
  {
    icon: Bell,
    title: "Get notified of interest",
    text: "We email you when a company wants to talk to you.",
  },
];

/** /candidate-registration-success */
export function CandidateRegistrationSuccessPage() {
  usePageMeta({ title: "Application received" });
  return (
    <NextStepsPage
      titleId="candidate-success-title"
      title="Application received"
      description="Your candidate account is created. Four steps take you from here to your first conversation with an AI company."
      steps={steps}
      loginTo="/login?tab=candidate"
    />
  );
}
