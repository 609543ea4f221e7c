import type { EmailTemplate } from "./email-content";

export interface SignUpAttemptData {
  firstName: string;
  loginUrl: string;
  resetUrl: string;
}

/**
 * To the owner of an address someone tried to sign up with again. Sign-up answers that attempt
 * exactly as a new one, so this message is the only place the truth is told (decision 0004).
 */
export const signUpAttempt: EmailTemplate<SignUpAttemptData> = ({ firstName, loginUrl, resetUrl }) => ({
  subject: "Someone tried to create a OneTake account with your email",
  preheader: "You already have a OneTake account. Nothing about it has changed.",
  heading: "You already have a OneTake account",
  blocks: [
    { kind: "paragraph", text: `Hi ${firstName},` },
    {
      kind: "paragraph",
      text:
        "Someone, perhaps you, just tried to create a new OneTake account with this email address. It already " +
        "belongs to your account, so no new account was created and nothing about your account has changed.",
    },
    { kind: "button", label: "Sign in to OneTake", url: loginUrl },
    { kind: "paragraph", text: "Forgotten your password? Choose a new one:" },
    { kind: "button", label: "Reset your password", url: resetUrl },
    {
      kind: "note",
      text: "If this was not you, you can ignore this email. Nobody can use your account without your password.",
    },
  ],
  reason: "You received this email because someone tried to create a OneTake account with this address.",
});
