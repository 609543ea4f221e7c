import type { EmailTemplate } from "./email-content";

export interface ApplicationHiredData {
  firstName: string;
  postingTitle: string;
  companyName: string;
  applicationUrl: string;
}

export const applicationHired: EmailTemplate<ApplicationHiredData> = ({
  firstName,
  postingTitle,
  companyName,
  applicationUrl,
}) => ({
  subject: `Congratulations! ${companyName} has chosen you for ${postingTitle}`,
  preheader: `${companyName} marked your application as hired.`,
  heading: "Congratulations, you have been hired",
  blocks: [
    {
      kind: "paragraph",
      text: `Hi ${firstName}, great news: ${companyName} has marked your application for ${postingTitle} as hired. Congratulations on this success!`,
    },
    {
      kind: "paragraph",
      text: `${companyName} will be in touch about the next steps. You can see the update on your application at any time.`,
    },
    { kind: "button", label: "View your application", url: applicationUrl },
  ],
  reason: "You received this email because you applied to this job on OneTake and application updates are on.",
});
