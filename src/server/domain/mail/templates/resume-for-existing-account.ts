import type { EmailTemplate } from "./email-content";

export interface ResumeForExistingAccountData {
  signInUrl: string;
  resetUrl: string;
}

/**
 * The resume-only form was sent with an address that already has an account. The visitor sees
 * the same page as anyone (nothing says the account exists); the owner hears about it here.
 */
export const resumeForExistingAccount: EmailTemplate<ResumeForExistingAccountData> = ({ signInUrl, resetUrl }) => ({
  subject: "Someone sent a resume to OneTake with your email address",
  preheader: "You already have a OneTake account with this address.",
  heading: "You already have a OneTake account",
  blocks: [
    {
      kind: "paragraph",
      text:
        "Someone used this email address on OneTake's resume upload form. You already have an account, so no " +
        "new one was made. If it was you, sign in and upload the resume in Settings → Resume.",
    },
    { kind: "button", label: "Sign in", url: signInUrl },
    { kind: "paragraph", text: "Forgot your password? Choose a new one:" },
    { kind: "button", label: "Reset my password", url: resetUrl },
    { kind: "note", text: "If it was not you, you can ignore this email: nothing about your account changed." },
  ],
  reason: "You received this email because this address was entered on OneTake's resume upload form.",
});
