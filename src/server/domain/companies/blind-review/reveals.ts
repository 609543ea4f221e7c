import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { blindReveals } from "../../../db/schema";

export async function isRevealed(db: DbOrTx, companyId: string, candidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: blindReveals.revealedAt })
    .from(blindReveals)
    .where(and(eq(blindReveals.enterpriseId, companyId), eq(blindReveals.candidateId, candidateId)))
    .limit(1);
  return row !== undefined;
}
