import { z } from "zod";
import { emailField } from "./email";

export const loginMessages = {
  email: "Please enter a valid email address",
  password: "Please enter your password",
} as const;

export const loginSchema = z.object({
  email: emailField(loginMessages.email),
  password: z.string({ error: loginMessages.password }).min(1, loginMessages.password).max(128, loginMessages.password),
});

export type LoginInput = z.input<typeof loginSchema>;
