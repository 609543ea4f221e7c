import { count, desc, eq } from "drizzle-orm";
import type { listAuditLogContract } from "@shared/admin/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { auditLog, user } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";

export async function listAuditLog(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: { page: number; pageSize: number },
): Promise<ContractResponse<typeof listAuditLogContract>> {
  requireAdmin(actor);
  const [rows, [total]] = await Promise.all([
    services.db
      .select({ entry: auditLog, actorEmail: user.email })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    services.db.select({ n: count() }).from(auditLog),
  ]);
  return {
    items: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
