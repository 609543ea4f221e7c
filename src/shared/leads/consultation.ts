import { z } from "zod";
import { emailField } from "../accounts/email";
import { defineContract } from "../http/contract";
import { leadOkSchema, optionalTextField, textField } from "./fields";
import { honeypotSchema } from "./honeypot";

export const consultationMessages = {
  firstName: "First name must be at least 2 characters",
  firstNameMax: "First name must be 100 characters or fewer",
  lastName: "Last name must be at least 2 characters",
  lastNameMax: "Last name must be 100 characters or fewer",
  email: "Please enter a valid email address",
  company: "Company name must be at least 2 characters",
  companyMax: "Company name must be 200 characters or fewer",
  jobTitle: "Job title must be at least 2 characters",
  jobTitleMax: "Job title must be 120 characters or fewer",
  phone: "Please enter a valid phone number",
  messageMax: "Message cannot exceed 2000 characters",
} as const;

const m = consultationMessages;

export const consultationSchema = z.object({
  firstName: textField(2, m.firstName, 100, m.firstNameMax),
  lastName: textField(2, m.lastName, 100, m.lastNameMax),
  email: emailField(m.email),
  company: textField(2, m.company, 200, m.companyMax),
  jobTitle: textField(2, m.jobTitle, 120, m.jobTitleMax),
  phone: textField(10, m.phone, 30, m.phone),
  message: optionalTextField(2000, m.messageMax),
  marketingOptIn: z.boolean().default(false),
  updatesOptIn: z.boolean().default(false),
  website: honeypotSchema,
});
export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;

export const consultationCopy = {
  success: "Booking request submitted successfully! We'll contact you within 24 hours.",
  error: "Something went wrong. Please try again.",
} as const;

/** A request for the free 30-minute consultation; every request is kept (it is a message, not a list). */
export const requestConsultationContract = defineContract({
  method: "POST",
  path: "/api/leads/consultations",
  summary: "Book a free 30-minute consultation",
  tags: ["leads"],
  body: consultationSchema,
  response: leadOkSchema,
});
