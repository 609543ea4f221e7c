import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import {
  APPLICATION_NOT_FOUND,
  rejectReasonLabels,
  type getCandidateApplicationContract,
} from "@shared/applications/contracts";
import type { ContractResponse } from "@shared/http/contract";
import type { DbOrTx } from "../../db/client";
import {
  applicationStatusEvents,
  applications,
  candidates,
  enterprises,
  interviews,
  jobPostings,
} from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { notFound } from "../../errors";
import { candidateVisible } from "./decision-notice";

type Detail = ContractResponse<typeof getCandidateApplicationContract>;

/**
 * One of the caller's applications (/application-details/{id}). Anyone else's, like an unknown
 * id, is a 404. The company's decision carries only the reason the candidate may see: the
 * company's own note (not_hired_note) is never selected here. A decision still in its undo window
 * does not show yet: the candidate sees where they stood when last told (decision 0048).
 */
export async function getCandidateApplication(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { applicationId: string },
): Promise<Detail> {
  const caller = requireUserType(actor, "candidate");
  const { db } = services;
  const [row] = await db
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      status: sql<string>`${candidateVisible("status")}`,
      hiredStatus: candidateVisible("hiredStatus"),
      notHiredReason: candidateVisible("notHiredReason"),
      untoldSince: sql<string | null>`${applications.decisionNotice}->>'since'`,
      createdAt: applications.createdAt,
      posting: {
        id: jobPostings.id,
        title: jobPostings.title,
        companyName: enterprises.companyName,
        location: jobPostings.location,
        locationType: jobPostings.locationType,
        employmentType: jobPostings.employmentType,
        description: jobPostings.description,
      },
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(and(eq(applications.id, input.applicationId), eq(candidates.profileId, caller.userId)))
    .limit(1);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const events = await db
    .select({ status: applicationStatusEvents.status, at: applicationStatusEvents.createdAt })
    .from(applicationStatusEvents)
    .where(
      and(
        eq(applicationStatusEvents.applicationId, row.id),
        // The history stops where the decision the candidate has not been told of begins.
        row.untoldSince ? lt(applicationStatusEvents.createdAt, new Date(row.untoldSince)) : undefined,
      ),
    )
    .orderBy(asc(applicationStatusEvents.createdAt), asc(applicationStatusEvents.id));
  // Applications made before the history existed (or seeded) show where they stand now.
  const history = events.length > 0 ? events : [{ status: row.status, at: row.createdAt }];
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    posting: row.posting,
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
    interview: await interviewOf(db, row.id, row.candidateId),
    decision: decisionOf(row),
  };
}

/** The posting's own interview, or else the network interview the application reuses. */
async function interviewOf(db: DbOrTx, applicationId: string, candidateId: string): Promise<Detail["interview"]> {
  const [own] = await db
    .select({ id: interviews.id, completed: interviews.completed })
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(asc(interviews.createdAt))
    .limit(1);
  if (own) return { ...own, isNetworkInterview: false };
  const [network] = await db
    .select({ id: interviews.id, completed: interviews.completed })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(and(eq(applications.candidateId, candidateId), isNull(applications.jobPostingId)))
    .orderBy(asc(interviews.createdAt))
    .limit(1);
  return network ? { ...network, isNetworkInterview: true } : null;
}

function decisionOf(row: { status: string; hiredStatus: string | null; notHiredReason: string | null }) {
  if (row.hiredStatus === "hired" || row.status === "hired") return { outcome: "hired" as const, reason: null };
  if (row.hiredStatus === "not_hired" || row.status === "rejected") {
    const reason = row.notHiredReason ? (rejectReasonLabels[row.notHiredReason] ?? null) : null;
    return { outcome: "not_selected" as const, reason };
  }
  return null;
}
