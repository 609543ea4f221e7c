import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { auditLog, profiles } from "../../db/schema";

/** A decision's audit entry (decide-application.ts and undo-decision.ts write them), oldest first. */
export interface DecisionEntry {
  action: string;
  /** The member's name; null once their account is gone. */
  actorName: string | null;
}

const DECISIONS = ["application.hired", "application.not_hired"];
const UNDO = "application.decision_undone";

/**
 * The member whose decision stands (decision 0082): decisions replayed oldest first, each undo
 * taking back the latest one still standing. Undefined when no decision stands; null when the
 * member who made it has since deleted their account.
 */
export function standingDecider(entries: readonly DecisionEntry[]): string | null | undefined {
  const standing: (string | null)[] = [];
  for (const entry of entries) {
    if (DECISIONS.includes(entry.action)) standing.push(entry.actorName);
    else if (entry.action === UNDO) standing.pop();
  }
  return standing.length > 0 ? standing.at(-1) : undefined;
}

/** Who marked the application as it stands: "Dana Kim", or null when nobody (or a former account). */
export async function decidedBy(db: DbOrTx, applicationId: string): Promise<string | null> {
  const rows = await db
    .select({ action: auditLog.action, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.targetType, "application"),
        eq(auditLog.targetId, applicationId),
        inArray(auditLog.action, [...DECISIONS, UNDO]),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const name = standingDecider(
    rows.map((row) => ({
      action: row.action,
      actorName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ""}`.trim(),
    })),
  );
  return name ?? null;
}
