import { and, eq, sql } from "drizzle-orm";
import { memberMessages } from "@shared/companies/member-contracts";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import type { DbOrTx } from "../../../db/client";
import { companyMembers } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { conflict, notFound } from "../../../errors";
import { recordAudit } from "../../admin/record-audit";
import { mailRoleChange } from "../assignments/member-mails";
import { requireCompany } from "../require-company";
import { memberViews, type MemberView } from "./member-views";

type Services = Pick<AppServices, "db" | "sessions" | "tasks" | "config">;
type Member = MemberView;

/*
 * Changing a member's role and removing a member (decision 0082). Both hold from the member's next
 * request (the session cache hears of the row's change), are audit-logged with the member who
 * did them, and never leave the company without an Owner: the company's Owner rows are locked
 * first, so two Owners demoting each other at once cannot both succeed.
 */

export async function changeMemberRole(
  services: Services,
  actor: Actor | null,
  input: { memberId: string; role: CompanyMemberRole },
): Promise<Member> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "members", verified: false });
  return services.db.transaction(async (tx) => {
    const target = await lockMember(tx, company.id, input.memberId);
    if (target.role === input.role) return memberView(tx, target.id);
    if (target.role === "owner") await requireAnotherOwner(tx, company.id, target.id);
    await tx.update(companyMembers).set({ role: input.role }).where(eq(companyMembers.id, target.id));
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "company.member_role_changed",
      targetType: "company_member",
      targetId: target.id,
      details: { companyId: company.id, profileId: target.profileId, from: target.role, to: input.role },
    });
    // The member hears of it by e-mail, unless they changed their own role (decision 0084).
    if (target.id !== company.memberId) {
      await mailRoleChange(services, tx, {
        memberId: target.id,
        from: target.role,
        to: input.role,
        changedByProfileId: caller.userId,
      });
    }
    return memberView(tx, target.id);
  });
}

export async function removeMember(
  services: Services,
  actor: Actor | null,
  input: { memberId: string },
): Promise<{ id: string }> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "members", verified: false });
  return services.db.transaction(async (tx) => {
    const target = await lockMember(tx, company.id, input.memberId);
    if (target.role === "owner") await requireAnotherOwner(tx, company.id, target.id);
    await tx.delete(companyMembers).where(eq(companyMembers.id, target.id));
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "company.member_removed",
      targetType: "company_member",
      targetId: target.id,
      details: { companyId: company.id, profileId: target.profileId, role: target.role },
    });
    return { id: target.id };
  });
}

/** The company's Owner rows, then the member, locked for the rest of the transaction; another company's is a 404. */
async function lockMember(tx: DbOrTx, companyId: string, memberId: string) {
  await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.enterpriseId, companyId), eq(companyMembers.role, "owner")))
    .orderBy(companyMembers.id)
    .for("update");
  const [target] = await tx
    .select({ id: companyMembers.id, profileId: companyMembers.profileId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.id, memberId), eq(companyMembers.enterpriseId, companyId)))
    .for("update");
  if (!target) throw notFound(memberMessages.notFound);
  return target;
}

async function requireAnotherOwner(tx: DbOrTx, companyId: string, memberId: string): Promise<void> {
  const [others] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.enterpriseId, companyId),
        eq(companyMembers.role, "owner"),
        sql`${companyMembers.id} <> ${memberId}`,
      ),
    );
  if (!others || others.count === 0) throw conflict(memberMessages.lastOwner);
}

async function memberView(tx: DbOrTx, memberId: string): Promise<Member> {
  const [member] = await memberViews(tx, eq(companyMembers.id, memberId));
  if (!member) throw notFound(memberMessages.notFound);
  return member;
}
