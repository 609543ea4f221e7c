import { z } from "zod";
import { defineContract } from "../http/contract";
import { leadOkSchema, optionalTextField } from "./fields";
import { honeypotSchema } from "./honeypot";
import { businessContactFields, businessLeadMessages } from "./waitlist";

export const earlyAccessMessages = businessLeadMessages;

export const earlyAccessSchema = z.object({
  ...businessContactFields,
  roles: optionalTextField(2000, businessLeadMessages.notesMax),
  website: honeypotSchema,
});
export type EarlyAccessInput = z.input<typeof earlyAccessSchema>;
export type EarlyAccess = z.output<typeof earlyAccessSchema>;

export const earlyAccessCopy = {
  successTitle: "Thanks for your interest!",
  successDescription: "We've saved your details and will contact you about early access.",
  errorTitle: "Something went wrong",
  errorDescription: "Please try again later or contact support.",
} as const;

export const requestEarlyAccessContract = defineContract({
  method: "POST",
  path: "/api/leads/early-access",
  summary: "Early-access request from a business (one row per e-mail)",
  tags: ["leads"],
  body: earlyAccessSchema,
  response: leadOkSchema,
});
