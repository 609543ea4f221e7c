import { eq } from "drizzle-orm";
import type { AdminCompany } from "@shared/admin/contracts";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { notFound } from "../../errors";
import { sendEmail } from "../mail/send-email";
import { companyApproved, companyRejected, renderEmail } from "../mail/templates";
import { recordAudit } from "./record-audit";
import { toAdminCompany } from "./to-admin-company";

export type CompanyDecision = { kind: "approve" } | { kind: "reject"; reason: string };

/**
 * An admin verifies or rejects a company: the status change, its audit entry and the e-mail
 * to the contact (a queued task) commit together, so the mail goes out exactly when the
 * decision stands. Repeating the decision the company already has changes nothing (decision 0047).
 */
export async function reviewCompany(
  services: Pick<AppServices, "db" | "tasks" | "config">,
  actor: Actor | null,
  companyId: string,
  decision: CompanyDecision,
): Promise<AdminCompany> {
  const admin = requireAdmin(actor);
  const status = decision.kind === "approve" ? "verified" : "rejected";
  const updated = await services.db.transaction(async (tx) => {
    // The row lock makes a second, identical request (a double click, a retry) wait for the first
    // and then find its decision already made: a no-op with the same answer, no second audit
    // entry and no second mail.
    const [current] = await tx.select().from(enterprises).where(eq(enterprises.id, companyId)).for("update");
    if (!current) throw notFound("Company not found.");
    if (sameDecision(current, decision)) return current;
    const [row] = await tx
      .update(enterprises)
      .set({
        verificationStatus: status,
        verificationNote: decision.kind === "reject" ? decision.reason : null,
        verifiedAt: decision.kind === "approve" ? new Date() : null,
        reviewedAt: new Date(),
        verifiedBy: admin.userId,
        updatedAt: new Date(),
      })
      .where(eq(enterprises.id, companyId))
      .returning();
    if (!row) throw notFound("Company not found.");
    await recordAudit(tx, {
      actorId: admin.userId,
      action: decision.kind === "approve" ? "company.approved" : "company.rejected",
      targetType: "enterprise",
      targetId: row.id,
      details: { companyName: row.companyName, ...(decision.kind === "reject" ? { reason: decision.reason } : {}) },
    });
    if (row.contactEmail) {
      const rendered =
        decision.kind === "approve"
          ? renderEmail(companyApproved, {
              companyName: row.companyName,
              loginUrl: `${services.config.publicUrl}/login?tab=company`,
            })
          : renderEmail(companyRejected, { companyName: row.companyName, reason: decision.reason });
      await sendEmail(services, tx, row.contactEmail, rendered);
    }
    return row;
  });
  return toAdminCompany(updated);
}

/** Whether the company already stands where this decision would put it (a reject with the same reason). */
function sameDecision(company: typeof enterprises.$inferSelect, decision: CompanyDecision): boolean {
  if (decision.kind === "approve") return company.verificationStatus === "verified";
  return company.verificationStatus === "rejected" && company.verificationNote === decision.reason;
}
