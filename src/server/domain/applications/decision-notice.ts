import { eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { HiringDecision } from "@shared/applications/company-application-contracts";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  candidates,
  enterprises,
  jobPostings,
  profiles,
  type DecisionNotice,
  type SeenDecision,
} from "../../db/schema";
import { defineTask } from "../../plugins/tasks/task-queue";
import type { AppServices } from "../../services";
import { sendCandidateEmail } from "../candidates/consents/candidate-may-receive";
import { applicationHired, applicationNotSelected, renderEmail } from "../mail/templates";

/*
 * A hiring decision reaches the candidate only after an undo window (decision 0048). Each change
 * stores a DecisionNotice on the application and queues a delayed task in the same transaction;
 * a later change or an undo pushes the notice out, so only the task of the latest change acts,
 * and it mails the decision standing then, if it differs from what the candidate was told.
 */

type DecisionState = SeenDecision & { notHiredNote: string | null };

/** The stored decision, and what the company sees of a notice still to go out. */
export function hiringDecisionOf(
  state: DecisionState & { decisionNotice: DecisionNotice | null },
  now: Date,
): HiringDecision {
  const notice = state.decisionNotice;
  return {
    hiredStatus: state.hiredStatus,
    notHiredReason: state.notHiredReason,
    notHiredNote: state.notHiredNote,
    pendingNotice: notice ? { at: notice.dueAt, undoable: notice.undo !== null && new Date(notice.dueAt) > now } : null,
  };
}

/**
 * The notice after a change from `before` at `now`: the candidate keeps seeing what they saw when
 * the first untold change was made, and the window starts again from this change.
 */
export function noticeAfterChange(
  current: DecisionNotice | null,
  before: DecisionState,
  now: Date,
  undoSeconds: number,
  options: { undoable: boolean },
): DecisionNotice {
  const seen: SeenDecision = current?.seen ?? {
    status: before.status,
    hiredStatus: before.hiredStatus,
    notHiredReason: before.notHiredReason,
  };
  return {
    dueAt: new Date(now.getTime() + undoSeconds * 1000).toISOString(),
    since: current?.since ?? now.toISOString(),
    seen,
    undo: options.undoable ? { decidedAt: now.toISOString(), before } : null,
  };
}

/** Queues the notice's task, due when the window closes, in the transaction of the change (decision 0011). */
export async function scheduleDecisionNotice(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  applicationId: string,
  notice: DecisionNotice,
  undoSeconds: number,
): Promise<void> {
  await services.tasks.enqueue(
    decisionNoticeTask,
    { applicationId, dueAt: notice.dueAt },
    { tx, startAfterSeconds: undoSeconds },
  );
}

const storedColumns = {
  status: applications.status,
  hiredStatus: applications.hiredStatus,
  notHiredReason: applications.notHiredReason,
};

/** What the candidate sees of a column while a notice is pending: the state they were last told. */
export function candidateVisible(column: keyof typeof storedColumns): SQL<string | null> {
  const stored = storedColumns[column];
  return sql<
    string | null
  >`case when ${applications.decisionNotice} is null then ${stored} else ${applications.decisionNotice}->'seen'->>${column} end`;
}

const payload = z.object({ applicationId: z.uuid(), dueAt: z.string() });

/**
 * When the window of the latest change closes: clear the notice and, if the decision now differs
 * from what the candidate was told, send the mail of the decision standing (if they allow
 * application updates). A task whose change was superseded or undone finds another dueAt and
 * does nothing. Mark as hired, then Not a Good Fit in the window: one mail, the second. Hired
 * and undone: none.
 */
export const decisionNoticeTask = defineTask<z.infer<typeof payload>, AppServices>({
  name: "application.decision-notice",
  payload,
  retryLimit: 5,
  retryDelaySeconds: 5,
  async handler(input, services) {
    await services.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          application: applications,
          postingTitle: jobPostings.title,
          companyName: enterprises.companyName,
          profileId: profiles.id,
          email: profiles.email,
          firstName: profiles.firstName,
        })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
        .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .innerJoin(profiles, eq(profiles.id, candidates.profileId))
        .where(eq(applications.id, input.applicationId))
        .limit(1)
        .for("update", { of: applications });
      const notice = row?.application.decisionNotice;
      if (!row || !notice || notice.dueAt !== input.dueAt) return;
      const { application } = row;
      await tx.update(applications).set({ decisionNotice: null }).where(eq(applications.id, application.id));
      if (application.hiredStatus === null || application.hiredStatus === notice.seen.hiredStatus) return;
      const { publicUrl } = services.config;
      const data = {
        firstName: row.firstName,
        postingTitle: row.postingTitle,
        companyName: row.companyName,
        applicationUrl: `${publicUrl}/application-details/${application.id}`,
      };
      const rendered =
        application.hiredStatus === "hired"
          ? renderEmail(applicationHired, data)
          : renderEmail(applicationNotSelected, { ...data, jobsUrl: `${publicUrl}/jobs` });
      await sendCandidateEmail(
        services,
        tx,
        { profileId: row.profileId, email: row.email },
        "applicationUpdates",
        rendered,
      );
    });
  },
});
