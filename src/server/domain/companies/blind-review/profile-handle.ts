import { createCipheriv, createDecipheriv, createHash, createHmac } from "node:crypto";

/**
 * A hidden candidate's profile id as a blind-review company gets it: the id sealed (AES-256-GCM)
 * under a key derived from the alias secret, bound to the company. A profile id is the account's
 * id, and the public profile answers to it, so handing it over would tell a reviewer who the
 * alias is. The seal is deterministic (its nonce is an HMAC of company and id), so a candidate
 * keeps one address per company; only that company's requests open it.
 */
const PREFIX = "blind.";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) => createHash("sha256").update(`onetake blind-review profile handle:${secret}`).digest();

export function sealProfileId(secret: string, companyId: string, profileId: string): string {
  const key = keyOf(secret);
  const nonce = createHmac("sha256", key).update(`${companyId}:${profileId}`).digest().subarray(0, NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(companyId));
  const sealed = Buffer.concat([cipher.update(profileId, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url");
}

export const isProfileHandle = (reference: string) => reference.startsWith(PREFIX);

/** The profile id a handle seals for this company; null for anything else, tampered or another company's. */
export function openProfileHandle(secret: string, companyId: string, handle: string): string | null {
  if (!isProfileHandle(handle)) return null;
  const bytes = Buffer.from(handle.slice(PREFIX.length), "base64url");
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(companyId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
