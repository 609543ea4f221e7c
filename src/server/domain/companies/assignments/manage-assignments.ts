import { and, asc, eq, inArray } from "drizzle-orm";
import { assignmentMessages, type AssignedMembers } from "@shared/companies/assignment-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { DbOrTx } from "../../../db/client";
import { applicationAssignments, companyMembers, jobPostings, postingAssignments, profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { badRequest, notFound } from "../../../errors";
import { recordAudit } from "../../admin/record-audit";
import { loadCompanyApplication } from "../../applications/company-owned-application";
import { ownPosting } from "../../postings/company-postings";
import { requireCompany, type CompanyFacts } from "../require-company";
import { mailApplicationAssignment, mailPostingAssignment } from "./member-mails";

/*
 * Who is assigned to a posting or an application (decision 0084). Owners, Admins and Recruiters
 * assign Hiring managers and Recruiters to a posting; they, and a Hiring manager on their own
 * postings, assign any member to an application. Each change is audit-logged with the member who
 * made it, and each newly assigned member gets an e-mail with a link, queued in the same
 * transaction (decision 0011). Assigning yourself sends no mail.
 */

type Services = Pick<AppServices, "db" | "sessions" | "tasks" | "config">;

/** The roles a posting is assigned to: Owners and Admins see every posting, interviewers only applications. */
const POSTING_ROLES = new Set(["hiring_manager", "recruiter"]);

async function assignedToPosting(db: DbOrTx, postingId: string): Promise<AssignedMembers> {
  const rows = await db
    .select({
      memberId: companyMembers.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: companyMembers.role,
      assignedAt: postingAssignments.createdAt,
    })
    .from(postingAssignments)
    .innerJoin(companyMembers, eq(companyMembers.id, postingAssignments.memberId))
    .innerJoin(profiles, eq(profiles.id, companyMembers.profileId))
    .where(eq(postingAssignments.postingId, postingId))
    .orderBy(asc(postingAssignments.createdAt), asc(companyMembers.id));
  return { members: rows.map(assignedMemberOf) };
}

async function assignedToApplication(db: DbOrTx, applicationId: string): Promise<AssignedMembers> {
  const rows = await db
    .select({
      memberId: companyMembers.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: companyMembers.role,
      assignedAt: applicationAssignments.createdAt,
    })
    .from(applicationAssignments)
    .innerJoin(companyMembers, eq(companyMembers.id, applicationAssignments.memberId))
    .innerJoin(profiles, eq(profiles.id, companyMembers.profileId))
    .where(eq(applicationAssignments.applicationId, applicationId))
    .orderBy(asc(applicationAssignments.createdAt), asc(companyMembers.id));
  return { members: rows.map(assignedMemberOf) };
}

function assignedMemberOf(row: {
  memberId: string;
  firstName: string;
  lastName: string;
  role: AssignedMembers["members"][number]["role"];
  assignedAt: Date;
}): AssignedMembers["members"][number] {
  return {
    memberId: row.memberId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    assignedAt: row.assignedAt.toISOString(),
  };
}

/** The company's posting, locked for a change; another company's, like an unknown id, is a 404. */
async function loadPosting(db: DbOrTx, company: CompanyFacts, postingId: string, lock: boolean) {
  const query = db.select({ id: jobPostings.id }).from(jobPostings).where(ownPosting(company.id, postingId)).limit(1);
  const [posting] = lock ? await query.for("update") : await query;
  if (!posting) throw notFound(POSTING_NOT_FOUND);
  return posting;
}

/** The company's members among `memberIds`, by id; any other id is refused (400). */
async function membersOfCompany(db: DbOrTx, companyId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, { id: string; role: string }>();
  const rows = await db
    .select({ id: companyMembers.id, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.enterpriseId, companyId), inArray(companyMembers.id, [...memberIds])));
  if (rows.length !== memberIds.length) {
    throw badRequest(assignmentMessages.memberNotFound, { memberIds: assignmentMessages.memberNotFound });
  }
  return new Map(rows.map((row) => [row.id, row]));
}

export async function listPostingAssignments(
  services: Services,
  actor: Actor | null,
  input: { postingId: string },
): Promise<AssignedMembers> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: true });
  const posting = await loadPosting(services.db, company, input.postingId, false);
  return assignedToPosting(services.db, posting.id);
}

/** Replaces the posting's assigned members with `memberIds`: Hiring managers and Recruiters of the company. */
export async function setPostingAssignments(
  services: Services,
  actor: Actor | null,
  input: { postingId: string; memberIds: readonly string[] },
): Promise<AssignedMembers> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "postings", verified: true });
  return services.db.transaction(async (tx) => {
    const posting = await loadPosting(tx, company, input.postingId, true);
    const members = await membersOfCompany(tx, company.id, input.memberIds);
    if ([...members.values()].some((member) => !POSTING_ROLES.has(member.role))) {
      throw badRequest(assignmentMessages.postingRoles, { memberIds: assignmentMessages.postingRoles });
    }
    const current = await tx
      .select({ memberId: postingAssignments.memberId })
      .from(postingAssignments)
      .where(eq(postingAssignments.postingId, posting.id));
    const before = new Set(current.map((row) => row.memberId));
    const added = input.memberIds.filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !members.has(id));
    if (added.length === 0 && removed.length === 0) return assignedToPosting(tx, posting.id);
    if (removed.length > 0) {
      await tx
        .delete(postingAssignments)
        .where(and(eq(postingAssignments.postingId, posting.id), inArray(postingAssignments.memberId, removed)));
    }
    if (added.length > 0) {
      await tx
        .insert(postingAssignments)
        .values(added.map((memberId) => ({ postingId: posting.id, memberId, assignedBy: company.memberId })));
    }
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "company.posting_assignments_changed",
      targetType: "job_posting",
      targetId: posting.id,
      details: { companyId: company.id, byMemberId: company.memberId, added, removed },
    });
    for (const memberId of added) {
      if (memberId === company.memberId) continue;
      await mailPostingAssignment(services, tx, {
        postingId: posting.id,
        memberId,
        assignedByProfileId: caller.userId,
      });
    }
    return assignedToPosting(tx, posting.id);
  });
}

export async function listApplicationAssignments(
  services: Services,
  actor: Actor | null,
  input: { applicationId: string },
): Promise<AssignedMembers> {
  const { company } = await requireCompany(services, actor, { may: "applicants", verified: true });
  const { application } = await loadCompanyApplication(services.db, company, input.applicationId);
  return assignedToApplication(services.db, application.id);
}

export async function addApplicationAssignment(
  services: Services,
  actor: Actor | null,
  input: { applicationId: string; memberId: string },
): Promise<AssignedMembers> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "assign", verified: true });
  return services.db.transaction(async (tx) => {
    const { application } = await loadCompanyApplication(tx, company, input.applicationId, {
      forUpdate: true,
      forDecision: true,
    });
    await membersOfCompany(tx, company.id, [input.memberId]);
    const [inserted] = await tx
      .insert(applicationAssignments)
      .values({ applicationId: application.id, memberId: input.memberId, assignedBy: company.memberId })
      .onConflictDoNothing()
      .returning({ memberId: applicationAssignments.memberId });
    // Already assigned: nothing changes, and no second e-mail.
    if (!inserted) return assignedToApplication(tx, application.id);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "company.application_assigned",
      targetType: "application",
      targetId: application.id,
      details: { companyId: company.id, byMemberId: company.memberId, memberId: input.memberId },
    });
    if (input.memberId !== company.memberId) {
      await mailApplicationAssignment(services, tx, {
        applicationId: application.id,
        memberId: input.memberId,
        assignedByProfileId: caller.userId,
      });
    }
    return assignedToApplication(tx, application.id);
  });
}

export async function removeApplicationAssignment(
  services: Services,
  actor: Actor | null,
  input: { applicationId: string; memberId: string },
): Promise<AssignedMembers> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "assign", verified: true });
  return services.db.transaction(async (tx) => {
    const { application } = await loadCompanyApplication(tx, company, input.applicationId, {
      forUpdate: true,
      forDecision: true,
    });
    const [removed] = await tx
      .delete(applicationAssignments)
      .where(
        and(
          eq(applicationAssignments.applicationId, application.id),
          eq(applicationAssignments.memberId, input.memberId),
        ),
      )
      .returning({ memberId: applicationAssignments.memberId });
    if (!removed) throw notFound(assignmentMessages.notAssigned);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "company.application_unassigned",
      targetType: "application",
      targetId: application.id,
      details: { companyId: company.id, byMemberId: company.memberId, memberId: input.memberId },
    });
    return assignedToApplication(tx, application.id);
  });
}
