import type { EmailTemplate } from "./email-content";

export interface MemberRoleChangedData {
  companyName: string;
  /** Who changed it; null once their account is gone. */
  changedByName: string | null;
  fromRoleName: string;
  toRoleName: string;
  url: string;
}

/** A member's role in their company changed (decisions 0082 and 0084); it holds from their next request. */
export const memberRoleChanged: EmailTemplate<MemberRoleChangedData> = ({
  companyName,
  changedByName,
  fromRoleName,
  toRoleName,
  url,
}) => ({
  subject: `Your role at ${companyName} is now ${toRoleName}`,
  preheader: `${changedByName ?? "A member of your company"} changed your role from ${fromRoleName} to ${toRoleName}.`,
  heading: `You are now ${toRoleName} at ${companyName}`,
  blocks: [
    {
      kind: "paragraph",
      text: `${changedByName ?? "A member of your company"} changed your role in ${companyName}'s workspace on OneTake from ${fromRoleName} to ${toRoleName}. It already holds: the pages you see follow it.`,
    },
    { kind: "button", label: "Open your dashboard", url },
  ],
  reason: `You received this email because you are a member of ${companyName} on OneTake.`,
});
