import { eq } from "drizzle-orm";
import type { HiringDecision } from "@shared/applications/company-application-contracts";
import type { z } from "zod";
import type { decisionInputSchema } from "@shared/applications/company-application-contracts";
import { applications } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { recordAudit } from "../admin/record-audit";
import { requireCompany } from "../companies/require-company";
import { loadCompanyApplication } from "./company-owned-application";
import { hiringDecisionOf, noticeAfterChange, scheduleDecisionNotice } from "./decision-notice";
import { recordStatusEvent } from "./record-status-event";

type Decision = z.output<typeof decisionInputSchema>;
/**
 * A verified company marks its applicant hired or not hired (decision 0034): hired sets hired_status
 * and status hired; not hired stores the reason and the company's own note and sets status
 * rejected. A later decision replaces the earlier one and clears what no longer applies. The
 * change, its status event, the audit entry and the delayed notice task commit together
 * (decision 0011). The candidate is e-mailed (if they allow application updates) only when the
 * undo window has passed, and only if the decision then differs from what they were told; until
 * then they see the decision as it was (decision 0048). Repeating the standing decision changes
 * nothing and answers the same (decision 0047).
 */
export async function decideApplication(
  services: Pick<AppServices, "db" | "sessions" | "tasks" | "config">,
  actor: Actor | null,
  input: { applicationId: string; decision: Decision; now?: Date },
): Promise<{ status: string; decision: HiringDecision }> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "decisions", verified: true });
  const now = input.now ?? new Date();
  const next = nextState(input.decision);
  const undoSeconds = services.config.decisionUndoSeconds;
  return services.db.transaction(async (tx) => {
    const { application, posting } = await loadCompanyApplication(tx, company, input.applicationId, {
      forUpdate: true,
      // A hiring manager decides on their postings' applications only (decision 0084).
      forDecision: true,
    });
    const before = {
      status: application.status,
      hiredStatus: application.hiredStatus,
      notHiredReason: application.notHiredReason,
      notHiredNote: application.notHiredNote,
    };
    const unchanged =
      before.status === next.status &&
      before.hiredStatus === next.hiredStatus &&
      before.notHiredReason === next.notHiredReason &&
      before.notHiredNote === next.notHiredNote;
    if (unchanged) return answer({ ...next, decisionNotice: application.decisionNotice }, now);
    const decisionNotice = noticeAfterChange(application.decisionNotice, before, now, undoSeconds, { undoable: true });
    await tx
      .update(applications)
      .set({ ...next, decisionNotice, updatedAt: now })
      .where(eq(applications.id, application.id));
    if (before.status !== next.status) await recordStatusEvent(tx, application.id, next.status, now);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: next.hiredStatus === "hired" ? "application.hired" : "application.not_hired",
      targetType: "application",
      targetId: application.id,
      details: { companyId: company.id, postingId: posting.id, before, after: next },
    });
    await scheduleDecisionNotice(services, tx, application.id, decisionNotice, undoSeconds);
    return answer({ ...next, decisionNotice }, now);
  });
}

function nextState(decision: Decision) {
  if (decision.decision === "hired") {
    return { status: "hired" as const, hiredStatus: "hired" as const, notHiredReason: null, notHiredNote: null };
  }
  const note = decision.note?.trim();
  return {
    status: "rejected" as const,
    hiredStatus: "not_hired" as const,
    notHiredReason: decision.reason,
    notHiredNote: note ? note : null,
  };
}

function answer(state: Parameters<typeof hiringDecisionOf>[0], now: Date) {
  return { status: state.status, decision: hiringDecisionOf(state, now) };
}
