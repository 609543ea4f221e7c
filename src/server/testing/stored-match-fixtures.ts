import type { InferInsertModel } from "drizzle-orm";
import { matchDetailDigest } from "../domain/matching/distinct-details";
import type { matchScores } from "../db/schema";

/** A match row as a recompute writes it: the detail with its digest (decision 0061). */
export const storedMatch = (
  row: Omit<InferInsertModel<typeof matchScores>, "detailMd5">,
): InferInsertModel<typeof matchScores> => ({ ...row, detailMd5: matchDetailDigest(row.detail) });
