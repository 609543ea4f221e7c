import { APIError } from "better-auth/api";
import { z } from "zod";

export const userFieldMessages = {
  name: "Name must be 2 to 201 characters, without control characters.",
  image: "A picture is uploaded in your settings, not set by address.",
} as const;

/**
 * The account name is "first last" from the sign-up forms (each 2 to 100 characters, decision
 * 0004), so the same bounds hold for the whole; control characters never belong in a name.
 */
const userNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(201)
  .regex(/^[^\p{Cc}]*$/u);

/**
 * What better-auth may write to the user row, checked before every write it makes (its own
 * endpoints or a server call): the name as the app's forms allow it, and no picture address,
 * since pictures are files the app stores and serves itself (decision 0026). Our own sign-up
 * writes through the same rules in its zod schemas.
 */
export async function checkUserFields(data: Record<string, unknown>): Promise<void> {
  if (data["name"] !== undefined && !userNameSchema.safeParse(data["name"]).success) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: userFieldMessages.name });
  }
  if (data["image"] !== undefined && data["image"] !== null) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_IMAGE", message: userFieldMessages.image });
  }
}
