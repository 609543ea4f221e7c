import type { EmailTemplate } from "./email-content";

export interface CorrectionRequestedData {
  candidateName: string;
  interviewTitle: string;
  questionNumber: number;
  /** Where the reviewer listens to the answer and accepts or declines the correction. */
  reviewUrl: string;
  audience: "company" | "admins";
}

export const correctionRequested: EmailTemplate<CorrectionRequestedData> = ({
  candidateName,
  interviewTitle,
  questionNumber,
  reviewUrl,
  audience,
}) => ({
  subject: `${candidateName} asked to correct a transcript`,
  preheader: `A transcript correction for ${interviewTitle} is waiting for you to listen and decide.`,
  heading: "A transcript correction is waiting for you",
  blocks: [
    {
      kind: "paragraph",
      text: `${candidateName} corrected the transcript of their answer to question ${questionNumber} of ${interviewTitle}. The correction changes more than misheard words, so it applies only if a person who listened to the answer accepts it.`,
    },
    {
      kind: "paragraph",
      text: "Until you decide, the AI evaluation and matching use the transcript as it was first heard.",
    },
    { kind: "button", label: "Listen and decide", url: reviewUrl },
  ],
  reason:
    audience === "company"
      ? "You received this email because a candidate who applied to your posting on OneTake asked to correct their transcript."
      : "You received this email because you are an administrator of OneTake and a candidate asked to correct the transcript of their network interview.",
});
