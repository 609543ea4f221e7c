import { createHmac } from "node:crypto";

/** No 0/O, 1/I/L: an alias is read aloud and typed in meetings. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** 31^6 ≈ 887 million codes: two candidates of one company practically never share one. */
const CODE_LENGTH = 6;

/**
 * A candidate's stable alias for one company: an HMAC of the two ids under a server secret, so
 * the same company always sees the same alias, another company a different one, and nobody can
 * work an alias back to the candidate without the secret.
 */
export function blindAlias(secret: string, companyId: string, candidateId: string): string {
  const digest = createHmac("sha256", secret).update(`blind-review:${companyId}:${candidateId}`).digest();
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index += 1) code += ALPHABET[digest[index]! % ALPHABET.length];
  return `Candidate ${code}`;
}
