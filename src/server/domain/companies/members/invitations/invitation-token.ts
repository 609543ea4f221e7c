import { createHash, randomBytes } from "node:crypto";

/** A new invitation link's secret: 32 random bytes, base64url (43 characters). */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a leaked table holds no working link. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
