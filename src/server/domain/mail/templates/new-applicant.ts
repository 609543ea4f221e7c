import type { EmailTemplate } from "./email-content";

export interface NewApplicantData {
  companyName: string;
  candidateName: string;
  postingTitle: string;
  /** The posting's applicants list. */
  applicantsUrl: string;
}

export const newApplicant: EmailTemplate<NewApplicantData> = ({
  companyName,
  candidateName,
  postingTitle,
  applicantsUrl,
}) => ({
  subject: `New applicant for ${postingTitle}`,
  preheader: `${candidateName} applied to ${postingTitle}.`,
  heading: "You have a new applicant",
  blocks: [
    { kind: "paragraph", text: `${candidateName} applied to ${postingTitle} at ${companyName}.` },
    {
      kind: "paragraph",
      text: "Their interview or resume is ready for you in the applicants list, with everyone else who applied.",
    },
    { kind: "button", label: "View applicants", url: applicantsUrl },
    { kind: "note", text: "You can turn off new applicant e-mails on the Notifications tab of your company settings." },
  ],
  reason: `You received this email because new applicant e-mails are on for ${companyName} on OneTake.`,
});
