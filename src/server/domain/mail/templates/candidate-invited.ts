import type { EmailTemplate } from "./email-content";

export interface CandidateInvitedData {
  firstName: string;
  companyName: string;
  postingTitle: string;
  postingUrl: string;
  settingsUrl: string;
}

/** A company invites a candidate from the pool to apply to one of its postings (decision 0037). */
export const candidateInvited: EmailTemplate<CandidateInvitedData> = ({
  firstName,
  companyName,
  postingTitle,
  postingUrl,
  settingsUrl,
}) => ({
  subject: `${companyName} invites you to apply: ${postingTitle}`,
  preheader: `${companyName} saw your OneTake profile and would like you to apply.`,
  heading: "You're invited to apply",
  blocks: [
    {
      kind: "paragraph",
      text: `Hi ${firstName}, ${companyName} found your profile in the OneTake candidate pool and invites you to apply to ${postingTitle}.`,
    },
    {
      kind: "paragraph",
      text: "Applying takes one click: your OneTake interview goes with it, unless the job asks questions of its own.",
    },
    { kind: "button", label: "View the job", url: postingUrl },
    { kind: "note", text: `You can turn off job alerts in your notification settings: ${settingsUrl}` },
  ],
  reason: "You received this email because a company on OneTake invited you to apply and your job alerts are on.",
});
