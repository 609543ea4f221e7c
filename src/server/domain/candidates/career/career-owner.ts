import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { candidates } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import { requireUserType } from "../../accounts/access";
import { notFound } from "../../../errors";

export type OwnCandidate = typeof candidates.$inferSelect;

const CANDIDATE_RECORD_MISSING = "Your candidate profile was not found.";

/**
 * The signed-in candidate's own row: signed in, e-mail verified, a candidate (companies and
 * admins are refused by the shared guard). Every career endpoint acts on this row only, so no id
 * from the request can reach another candidate's data.
 */
export async function requireOwnCandidate(db: DbOrTx, actor: Actor | null): Promise<OwnCandidate> {
  const candidate = requireUserType(actor, "candidate");
  const [row] = await db.select().from(candidates).where(eq(candidates.profileId, candidate.userId)).limit(1);
  if (!row) throw notFound(CANDIDATE_RECORD_MISSING);
  return row;
}
