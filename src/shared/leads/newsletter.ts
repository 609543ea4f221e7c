import { z } from "zod";
import { emailField } from "../accounts/email";
import { defineContract } from "../http/contract";
import { leadOkSchema } from "./fields";
import { honeypotSchema } from "./honeypot";

export const newsletterMessages = {
  email: "Please enter a valid email address",
} as const;

export const newsletterSchema = z.object({
  email: emailField(newsletterMessages.email),
  website: honeypotSchema,
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;

export const newsletterCopy = {
  successTitle: "You're subscribed",
  successDescription: "Thanks for subscribing. Look out for our next update in your inbox.",
  error: "Something went wrong. Please try again.",
} as const;

/** Idempotent: subscribing an address twice keeps one row and answers the same. */
export const subscribeNewsletterContract = defineContract({
  method: "POST",
  path: "/api/leads/newsletter",
  summary: "Subscribe an e-mail address to the newsletter (idempotent)",
  tags: ["leads"],
  body: newsletterSchema,
  response: leadOkSchema,
});
