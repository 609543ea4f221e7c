import type { EmailTemplate } from "./email-content";

export interface ApplicationNotSelectedData {
  firstName: string;
  postingTitle: string;
  companyName: string;
  applicationUrl: string;
  jobsUrl: string;
}

/**
 * The company's decision in kind words. It never carries the company's internal note, and the
 * reason code stays on the application page (in the candidate's words), not in the inbox.
 */
export const applicationNotSelected: EmailTemplate<ApplicationNotSelectedData> = ({
  firstName,
  postingTitle,
  companyName,
  applicationUrl,
  jobsUrl,
}) => ({
  subject: `An update on your application for ${postingTitle}`,
  preheader: `${companyName} has made a decision about your application.`,
  heading: "Thank you for your application",
  blocks: [
    {
      kind: "paragraph",
      text: `Hi ${firstName}, thank you for applying for ${postingTitle} at ${companyName} and for the time you put into your application.`,
    },
    {
      kind: "paragraph",
      text: `${companyName} has decided not to move forward with your application this time. This is no judgement of your worth: your OneTake interview stays on your profile, and other companies can still discover you.`,
    },
    { kind: "button", label: "View your application", url: applicationUrl },
    { kind: "paragraph", text: "New roles are posted every week. We wish you every success in your search." },
    { kind: "button", label: "Browse open jobs", url: jobsUrl },
  ],
  reason: "You received this email because you applied to this job on OneTake and application updates are on.",
});
