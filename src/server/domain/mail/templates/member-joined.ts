import type { EmailTemplate } from "./email-content";

export interface MemberJoinedData {
  companyName: string;
  memberName: string;
  memberEmail: string;
  roleName: string;
  url: string;
}

/** The person an Owner or Admin invited accepted and joined the company (decisions 0083 and 0084). */
export const memberJoined: EmailTemplate<MemberJoinedData> = ({
  companyName,
  memberName,
  memberEmail,
  roleName,
  url,
}) => ({
  subject: `${memberName} joined ${companyName} on OneTake`,
  preheader: `${memberName} accepted your invitation and joined as ${roleName}.`,
  heading: `${memberName} joined your team`,
  blocks: [
    {
      kind: "paragraph",
      text: `${memberName} (${memberEmail}) accepted your invitation and joined ${companyName}'s workspace on OneTake as ${roleName}.`,
    },
    { kind: "paragraph", text: "Your team is on the Team tab of your company settings." },
    { kind: "button", label: "Open company settings", url },
  ],
  reason: `You received this email because you invited ${memberEmail} to ${companyName} on OneTake.`,
});
