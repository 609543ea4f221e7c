import { and, eq } from "drizzle-orm";
import { hiringMessages, type HiringDecision } from "@shared/applications/company-application-contracts";
import { applicationStatusEvents, applications } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { recordAudit } from "../admin/record-audit";
import { requireCompany } from "../companies/require-company";
import { conflict } from "../../errors";
import { loadCompanyApplication } from "./company-owned-application";
import { hiringDecisionOf, noticeAfterChange, scheduleDecisionNotice } from "./decision-notice";

/**
 * Takes back the company's latest hiring decision while the candidate has not been told of it
 * (decision 0048): the state before it returns, the status event it wrote is removed (the
 * candidate's history never shows a decision they were not told of), and the undo is audited.
 * If that brings the application back to what the candidate was told, nothing is pending and no
 * mail goes out; otherwise (a change of mind on a decision still in its own window) the earlier
 * decision's notice is due after a new window. Once the window has passed, or after an undo, a
 * 409.
 */
export async function undoDecision(
  services: Pick<AppServices, "db" | "sessions" | "tasks" | "config">,
  actor: Actor | null,
  input: { applicationId: string; now?: Date },
): Promise<{ status: string; decision: HiringDecision }> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "decisions", verified: true });
  const now = input.now ?? new Date();
  const undoSeconds = services.config.decisionUndoSeconds;
  return services.db.transaction(async (tx) => {
    const { application, posting } = await loadCompanyApplication(tx, company, input.applicationId, {
      forUpdate: true,
      // A hiring manager decides on their postings' applications only (decision 0084).
      forDecision: true,
    });
    const notice = application.decisionNotice;
    if (!notice?.undo || new Date(notice.dueAt) <= now) throw conflict(hiringMessages.nothingToUndo);
    const { before } = notice.undo;
    const backWhereTheyWere =
      before.status === notice.seen.status &&
      before.hiredStatus === notice.seen.hiredStatus &&
      before.notHiredReason === notice.seen.notHiredReason;
    const decisionNotice = backWhereTheyWere
      ? null
      : noticeAfterChange(notice, before, now, undoSeconds, { undoable: false });
    await tx
      .update(applications)
      .set({ ...before, decisionNotice, updatedAt: now })
      .where(eq(applications.id, application.id));
    await tx
      .delete(applicationStatusEvents)
      .where(
        and(
          eq(applicationStatusEvents.applicationId, application.id),
          eq(applicationStatusEvents.createdAt, new Date(notice.undo.decidedAt)),
        ),
      );
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "application.decision_undone",
      targetType: "application",
      targetId: application.id,
      details: {
        companyId: company.id,
        postingId: posting.id,
        before: {
          status: application.status,
          hiredStatus: application.hiredStatus,
          notHiredReason: application.notHiredReason,
          notHiredNote: application.notHiredNote,
        },
        after: before,
      },
    });
    if (decisionNotice) await scheduleDecisionNotice(services, tx, application.id, decisionNotice, undoSeconds);
    return { status: before.status, decision: hiringDecisionOf({ ...before, decisionNotice }, now) };
  });
}
