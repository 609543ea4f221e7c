import type { EmailTemplate } from "./email-content";

export interface VerifyEmailData {
  firstName: string;
  url: string;
}

export const verifyEmail: EmailTemplate<VerifyEmailData> = ({ firstName, url }) => ({
  subject: "Confirm your email address for OneTake",
  preheader: "One click confirms your address and activates your account.",
  heading: "Confirm your email address",
  blocks: [
    { kind: "paragraph", text: `Hi ${firstName},` },
    {
      kind: "paragraph",
      text: "Thanks for signing up for OneTake. Please confirm that this is your email address. You can sign in once it is confirmed.",
    },
    { kind: "button", label: "Confirm email address", url },
    {
      kind: "note",
      text:
        "The link works for a limited time. If it has expired, sign in and choose Resend Verification Email. " +
        "If you did not create a OneTake account, you can ignore this email.",
    },
  ],
  reason: "You received this email because this address was used to sign up for OneTake.",
});
