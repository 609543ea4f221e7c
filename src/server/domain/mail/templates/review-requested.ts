import type { EmailTemplate } from "./email-content";

export interface ReviewRequestedData {
  candidateName: string;
  interviewTitle: string;
  message: string;
  /** Where the reviewer reads the evaluation and the request. */
  reviewUrl: string;
  /** Who receives it: the company reviewing its posting's interview, or OneTake's admins. */
  audience: "company" | "admins";
}

export const reviewRequested: EmailTemplate<ReviewRequestedData> = ({
  candidateName,
  interviewTitle,
  message,
  reviewUrl,
  audience,
}) => ({
  subject: `${candidateName} asked for a human review of their interview`,
  preheader: `A human review of the AI evaluation of ${interviewTitle} was requested.`,
  heading: "A candidate asked for a human review",
  blocks: [
    {
      kind: "paragraph",
      text: `${candidateName} asked a person to look again at the AI evaluation of their interview for ${interviewTitle}.`,
    },
    { kind: "callout", label: "Their message", text: message },
    {
      kind: "paragraph",
      text: "The evaluation shows the transcript, any correction the candidate made, and the quotes behind each score. Answer the request when you have reviewed it.",
    },
    { kind: "button", label: "Review the evaluation", url: reviewUrl },
  ],
  reason:
    audience === "company"
      ? "You received this email because a candidate who applied to your posting on OneTake asked for a human review."
      : "You received this email because you are an administrator of OneTake and a candidate asked for a human review of their network interview.",
});
