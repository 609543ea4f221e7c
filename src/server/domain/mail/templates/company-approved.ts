import type { EmailTemplate } from "./email-content";

export interface CompanyApprovedData {
  companyName: string;
  loginUrl: string;
}

export const companyApproved: EmailTemplate<CompanyApprovedData> = ({ companyName, loginUrl }) => ({
  subject: `${companyName} is approved on OneTake`,
  preheader: "You can now post jobs and review interviewed candidates.",
  heading: "Your company is approved",
  blocks: [
    {
      kind: "paragraph",
      text: `Our team has reviewed ${companyName} and approved it. You now have full access to OneTake:`,
    },
    {
      kind: "steps",
      items: [
        "Post jobs, publicly or for internal hiring.",
        "Browse candidates who have completed their AI interview.",
        "Review recordings, jump straight to any answer, and mark applicants as hired or not hired.",
        "Customise the interview questions for any of your jobs.",
      ],
    },
    { kind: "button", label: "Sign in to OneTake", url: loginUrl },
  ],
  reason: `You received this email because ${companyName} registered on OneTake with this address.`,
});
