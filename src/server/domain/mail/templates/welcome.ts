import type { EmailContent, EmailTemplate } from "./email-content";

type WelcomeUserType = "candidate" | "enterprise";

/** The spec's send-welcome-email payload: both fields may be missing and then take its defaults. */
export interface WelcomeData {
  /** Defaults to "User". */
  firstName?: string;
  /** Defaults to "candidate". */
  userType?: WelcomeUserType;
}

const reason = "You received this email because this address was used to create a OneTake account.";

function candidateWelcome(firstName: string): EmailContent {
  return {
    subject: "Welcome to OneTake",
    preheader: "One interview of about 20 minutes, reused for every job you apply to.",
    heading: "Welcome to OneTake",
    blocks: [
      { kind: "paragraph", text: `Hi ${firstName},` },
      {
        kind: "paragraph",
        text:
          "Thanks for joining OneTake. You record one AI-run video interview, and it goes with your applications, " +
          "so you do not have to answer the same questions for every company.",
      },
      { kind: "paragraph", text: "Here is what happens next:" },
      {
        kind: "steps",
        items: [
          "Confirm your email address with the link we sent you in a separate email.",
          "Complete your AI interview: 7 questions, about 20 minutes. Each answer is saved while you record it.",
          "Verified companies can then see your profile and your interview.",
          "We let you know when a company is interested in you.",
        ],
      },
      {
        kind: "note",
        text: "Some jobs ask their own questions. For those, you record a separate interview when you apply.",
      },
    ],
    reason,
  };
}

function enterpriseWelcome(firstName: string): EmailContent {
  return {
    subject: "Welcome to OneTake",
    preheader: "Our team reviews new companies, usually within 24 hours.",
    heading: "Welcome to OneTake",
    blocks: [
      { kind: "paragraph", text: `Hi ${firstName},` },
      {
        kind: "paragraph",
        text:
          "Thanks for registering your company on OneTake. Every candidate here has recorded a structured AI " +
          "interview, so you can compare people on their answers, not only on their resumes.",
      },
      { kind: "paragraph", text: "Here is what happens next:" },
      {
        kind: "steps",
        items: [
          "Confirm your email address with the link we sent you in a separate email.",
          "Our team reviews your company, usually within 24 hours. We check your business email domain and your company website.",
          "We email you as soon as your company is approved.",
          "Sign in to post jobs, browse interviewed candidates and review their recordings.",
        ],
      },
    ],
    reason,
  };
}

export const welcome: EmailTemplate<WelcomeData> = ({ firstName, userType }) => {
  const name = firstName?.trim() || "User";
  return (userType ?? "candidate") === "enterprise" ? enterpriseWelcome(name) : candidateWelcome(name);
};
