import { z } from "zod";
import { emailField } from "../accounts/email";
import { defineContract } from "../http/contract";
import { leadOkSchema, optionalTextField, textField } from "./fields";
import { honeypotSchema } from "./honeypot";

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessages = {
  firstName: "First name is required",
  firstNameMax: "First name must be 100 characters or fewer",
  lastName: "Last name is required",
  lastNameMax: "Last name must be 100 characters or fewer",
  email: "Please enter a valid email address",
  subjectMax: "Subject must be 200 characters or fewer",
  message: "Message must be at least 10 characters",
  messageMax: "Message cannot exceed 5000 characters",
} as const;

const m = contactMessages;

export const contactSchema = z.object({
  firstName: textField(1, m.firstName, 100, m.firstNameMax),
  lastName: textField(1, m.lastName, 100, m.lastNameMax),
  email: emailField(m.email),
  subject: optionalTextField(200, m.subjectMax),
  message: textField(CONTACT_MESSAGE_MIN, m.message, CONTACT_MESSAGE_MAX, m.messageMax),
  website: honeypotSchema,
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const contactCopy = {
  thankYouTitle: "Thank you!",
  thankYouDescription: "Your message has been sent. We'll reply to you by email.",
  error: "Something went wrong. Please try again.",
} as const;

/** A message from /contact; every message is kept. */
export const sendContactMessageContract = defineContract({
  method: "POST",
  path: "/api/leads/contact-messages",
  summary: "Send a message to the OneTake team",
  tags: ["leads"],
  body: contactSchema,
  response: leadOkSchema,
});
