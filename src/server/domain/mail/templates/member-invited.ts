import type { EmailTemplate } from "./email-content";

export interface MemberInvitedData {
  companyName: string;
  /** Who sent it; null once their account is gone. */
  inviterName: string | null;
  roleName: string;
  url: string;
  expiresOn: string;
}

/** An Owner or Admin invites a person to their company's OneTake workspace (decision 0083). */
export const memberInvited: EmailTemplate<MemberInvitedData> = ({
  companyName,
  inviterName,
  roleName,
  url,
  expiresOn,
}) => ({
  subject: `Join ${companyName} on OneTake`,
  preheader: `${inviterName ?? companyName} invites you to hire with ${companyName} on OneTake as ${roleName}.`,
  heading: `Join ${companyName} on OneTake`,
  blocks: [
    {
      kind: "paragraph",
      text: `${inviterName ? `${inviterName} invites you` : "You are invited"} to join ${companyName}'s hiring team on OneTake as ${roleName}.`,
    },
    { kind: "button", label: "Accept the invitation", url },
    {
      kind: "note",
      text: `The link works once, until ${expiresOn}. If you did not expect this, you can ignore this e-mail.`,
    },
  ],
  reason: `You received this email because a member of ${companyName} invited this address to their OneTake workspace.`,
});
