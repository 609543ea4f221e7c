import type { DbOrTx } from "../../db/client";
import { auditLog } from "../../db/schema";

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Written in the same transaction as the decision it records. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}
