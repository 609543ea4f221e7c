import type { EmailTemplate } from "./email-content";

export interface ResetPasswordData {
  firstName: string;
  url: string;
}

export const resetPassword: EmailTemplate<ResetPasswordData> = ({ firstName, url }) => ({
  subject: "Reset your OneTake password",
  preheader: "Choose a new password for your OneTake account.",
  heading: "Reset your password",
  blocks: [
    { kind: "paragraph", text: `Hi ${firstName},` },
    {
      kind: "paragraph",
      text: "We received a request to reset the password for your OneTake account. Use the button below to choose a new one.",
    },
    { kind: "button", label: "Choose a new password", url },
    {
      kind: "note",
      text:
        "The link works once and for a limited time. If you did not ask to reset your password, you can ignore " +
        "this email: your password stays the same.",
    },
  ],
  reason: "You received this email because a password reset was requested for this OneTake account.",
});
