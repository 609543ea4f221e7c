import type { EmailTemplate } from "./email-content";

export interface ClaimResumeAccountData {
  name: string;
  url: string;
  expiresInHours: number;
}

/** The resume-only form's link: set a password and the submission becomes a candidate account. */
export const claimResumeAccount: EmailTemplate<ClaimResumeAccountData> = ({ name, url, expiresInHours }) => ({
  subject: "Create your OneTake account to be found by companies",
  preheader: "Set a password and verified companies can find you with your resume.",
  heading: "Your resume is in. One step left.",
  blocks: [
    { kind: "paragraph", text: `Hi ${name},` },
    {
      kind: "paragraph",
      text:
        "Thanks for sending us your resume. To let verified companies on OneTake find you with it, create your " +
        "account: choose a password and you are in the candidate pool. You can record your OneTake interview later.",
    },
    { kind: "button", label: "Create my account", url },
    {
      kind: "note",
      text:
        `The link works once and for ${expiresInHours} hours, and confirms this email address. Until you use it, ` +
        "no company sees your resume. If you did not send us a resume, you can ignore this email.",
    },
  ],
  reason: "You received this email because this address was entered on OneTake's resume upload form.",
});
