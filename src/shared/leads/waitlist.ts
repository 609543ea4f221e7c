import { z } from "zod";
import { emailField } from "../accounts/email";
import { defineContract } from "../http/contract";
import { optionalTextField, textField } from "./fields";
import { honeypotSchema } from "./honeypot";

export const businessLeadMessages = {
  businessName: "Business name is required",
  businessNameMax: "Business name must be 200 characters or fewer",
  contactName: "Contact name is required",
  contactNameMax: "Contact name must be 200 characters or fewer",
  email: "Please enter a valid email address",
  notesMax: "Please keep this under 2000 characters",
} as const;

const m = businessLeadMessages;

/** businessName, contactName and email, as the waitlist and the early-access form both ask. */
export const businessContactFields = {
  businessName: textField(1, m.businessName, 200, m.businessNameMax),
  contactName: textField(1, m.contactName, 200, m.contactNameMax),
  email: emailField(m.email),
};

export const waitlistSchema = z.object({
  ...businessContactFields,
  hiringNeeds: optionalTextField(2000, m.notesMax),
  joinWaitlist: z.boolean().default(false),
  website: honeypotSchema,
});
export type WaitlistInput = z.input<typeof waitlistSchema>;
export type Waitlist = z.output<typeof waitlistSchema>;

/** The spec's waitlist messages (toasts and the thank-you card). */
export const waitlistCopy = {
  thankYouTitle: "Thank you!",
  joinedTitle: "Welcome to our waitlist!",
  joinedDescription: "We'll notify you when we're ready to onboard your company.",
  notedTitle: "Thank you for your interest!",
  notedDescription: "We've noted your details and will be in touch soon.",
  /** The header dialog always joins, and says this instead. */
  dialogDescription: "We'll be in touch soon with early access information.",
  errorTitle: "Something went wrong",
  errorDescription: "Please try again later or contact support.",
  dialogErrorDescription: "Please try again or contact support.",
} as const;

/**
 * Stores a business_waitlist row only when joinWaitlist is true; otherwise nothing is stored and
 * `joined` is false, so the browser shows the "noted" message. A repeat e-mail updates the row.
 */
export const joinWaitlistContract = defineContract({
  method: "POST",
  path: "/api/leads/waitlist",
  summary: "Business waitlist (stored only when joinWaitlist is true; one row per e-mail)",
  tags: ["leads"],
  body: waitlistSchema,
  response: z.object({ joined: z.boolean() }),
});
