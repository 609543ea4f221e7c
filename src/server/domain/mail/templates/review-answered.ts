import type { EmailTemplate } from "./email-content";

export interface ReviewAnsweredData {
  firstName: string;
  interviewTitle: string;
  /** Who answered: the company's name, or OneTake. */
  reviewerName: string;
  response: string;
  interviewUrl: string;
}

export const reviewAnswered: EmailTemplate<ReviewAnsweredData> = ({
  firstName,
  interviewTitle,
  reviewerName,
  response,
  interviewUrl,
}) => ({
  subject: `Your human review request for ${interviewTitle} was answered`,
  preheader: `${reviewerName} answered your request for a human review.`,
  heading: "Your review request was answered",
  blocks: [
    {
      kind: "paragraph",
      text: `Hi ${firstName}, ${reviewerName} looked again at the AI evaluation of your interview for ${interviewTitle} and answered your request.`,
    },
    { kind: "callout", label: "Their answer", text: response },
    { kind: "button", label: "View your interview", url: interviewUrl },
  ],
  reason: "You received this email because you asked for a human review of your interview on OneTake.",
});
