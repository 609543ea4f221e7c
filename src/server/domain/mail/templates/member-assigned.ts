import type { EmailTemplate } from "./email-content";

export interface MemberAssignedData {
  companyName: string;
  /** Who assigned them; null once that member's account is gone. */
  assignerName: string | null;
  /** An application: the candidate (by alias under blind review) and the posting; or a posting alone. */
  what:
    { kind: "application"; candidateName: string; postingTitle: string } | { kind: "posting"; postingTitle: string };
  url: string;
}

/** A member is assigned to an application (to review and score it) or to a posting (decision 0084). */
export const memberAssigned: EmailTemplate<MemberAssignedData> = ({ companyName, assignerName, what, url }) => {
  const by = assignerName ? `${assignerName} assigned you` : "You were assigned";
  if (what.kind === "application") {
    return {
      subject: `You are assigned to ${what.candidateName} for ${what.postingTitle}`,
      preheader: `${by} to review ${what.candidateName}'s application to ${what.postingTitle}.`,
      heading: "An application is waiting for you",
      blocks: [
        {
          kind: "paragraph",
          text: `${by} to review ${what.candidateName}'s application to ${what.postingTitle} at ${companyName}.`,
        },
        {
          kind: "paragraph",
          text: "The interview, the AI feedback and the team's notes are on the application's page.",
        },
        { kind: "button", label: "Open the application", url },
      ],
      reason: `You received this email because a member of ${companyName} assigned you to an application on OneTake.`,
    };
  }
  return {
    subject: `You are assigned to ${what.postingTitle}`,
    preheader: `${by} to the posting ${what.postingTitle}.`,
    heading: "A posting is yours to review",
    blocks: [
      { kind: "paragraph", text: `${by} to the posting ${what.postingTitle} at ${companyName}.` },
      { kind: "paragraph", text: "Its applicants, their interviews and the AI feedback are on its applicants page." },
      { kind: "button", label: "View applicants", url },
    ],
    reason: `You received this email because a member of ${companyName} assigned you to a posting on OneTake.`,
  };
};
