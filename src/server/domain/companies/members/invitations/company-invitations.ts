import { and, desc, eq, isNull } from "drizzle-orm";
import {
  MEMBER_INVITATION_DAYS,
  memberInvitationMessages as m,
  type InviteMemberInput,
  type MemberInvitation,
} from "@shared/companies/member-invitation-contracts";
import { companyMemberRoleNames } from "@shared/companies/member-roles";
import type { DbOrTx } from "../../../../db/client";
import { companyInvitations, companyMembers, enterprises, profiles, user } from "../../../../db/schema";
import type { Actor } from "../../../../plugins/auth/actor";
import type { AppServices } from "../../../../services";
import { badRequest, conflict, forbidden, notFound } from "../../../../errors";
import { recordAudit } from "../../../admin/record-audit";
import { sendEmail } from "../../../mail/send-email";
import { memberInvited, renderEmail } from "../../../mail/templates";
import { emailMatchesWebsite, websiteHost } from "../../email-matches-website";
import { loadCompany, requireCompany } from "../../require-company";
import { invitationTokenHash, newInvitationToken } from "./invitation-token";

type Services = Pick<AppServices, "db" | "sessions" | "tasks" | "config">;

/*
 * A company's invitations to its workspace (decision 0083): an Owner or Admin of a verified
 * company invites an address on the company's domain (or, an Owner allowing it, any address)
 * with a role; the e-mail carries a single-use link valid for 7 days. Resending makes a new link
 * and the old one stops working; revoking stops it at once. Each step is audit-logged with the
 * member who took it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const expiryFrom = (now: Date) => new Date(now.getTime() + MEMBER_INVITATION_DAYS * DAY_MS);
const expiresOnText = (date: Date) =>
  `${new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date)} (UTC)`;

export async function listMemberInvitations(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<{ invitations: MemberInvitation[] }> {
  const { company } = await requireCompany(services, actor, { may: "members", verified: false });
  const rows = await openInvitations(services.db)
    .where(and(eq(companyInvitations.enterpriseId, company.id), isOpen))
    .orderBy(desc(companyInvitations.sentAt), desc(companyInvitations.id));
  return { invitations: rows.map((row) => invitationView(row, new Date())) };
}

export async function inviteMember(
  services: Services,
  actor: Actor | null,
  input: Required<InviteMemberInput>,
): Promise<MemberInvitation> {
  const access = await requireCompany(services, actor, { may: "members", verified: true });
  const company = await loadCompany(services.db, access.company);
  if (!emailMatchesWebsite(input.email, company.website)) {
    if (!input.allowOutsideDomain) {
      const message = m.outsideDomain(websiteHost(company.website ?? "") ?? "your company's domain");
      throw badRequest(message, { email: message });
    }
    if (access.company.role !== "owner") throw forbidden(m.outsideDomainOwnersOnly);
  }
  const token = newInvitationToken();
  const now = new Date();
  const id = await services.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(user, eq(user.id, companyMembers.profileId))
      .where(and(eq(companyMembers.enterpriseId, company.id), eq(user.email, input.email)));
    if (member) throw conflict(m.alreadyMember, { email: m.alreadyMember });
    const [created] = await tx
      .insert(companyInvitations)
      .values({
        enterpriseId: company.id,
        email: input.email,
        role: input.role,
        tokenHash: invitationTokenHash(token),
        allowOutsideDomain: input.allowOutsideDomain,
        invitedBy: access.actor.userId,
        sentAt: now,
        expiresAt: expiryFrom(now),
      })
      .onConflictDoNothing()
      .returning({ id: companyInvitations.id });
    if (!created) throw conflict(m.alreadyInvited, { email: m.alreadyInvited });
    await mailInvitation(services, tx, created.id, token);
    await recordAudit(tx, {
      actorId: access.actor.userId,
      action: "company.member_invited",
      targetType: "company_invitation",
      targetId: created.id,
      details: {
        companyId: company.id,
        email: input.email,
        role: input.role,
        allowOutsideDomain: input.allowOutsideDomain,
      },
    });
    return created.id;
  });
  return loadInvitation(services.db, company.id, id);
}

export async function resendMemberInvitation(
  services: Services,
  actor: Actor | null,
  input: { invitationId: string },
): Promise<MemberInvitation> {
  const access = await requireCompany(services, actor, { may: "members", verified: true });
  const token = newInvitationToken();
  const now = new Date();
  await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companyInvitations)
      .set({ tokenHash: invitationTokenHash(token), sentAt: now, expiresAt: expiryFrom(now) })
      .where(
        and(
          eq(companyInvitations.id, input.invitationId),
          eq(companyInvitations.enterpriseId, access.company.id),
          isOpen,
        ),
      )
      .returning({ id: companyInvitations.id });
    if (!updated) throw notFound(m.notFound);
    await mailInvitation(services, tx, updated.id, token);
    await recordAudit(tx, {
      actorId: access.actor.userId,
      action: "company.member_invitation_resent",
      targetType: "company_invitation",
      targetId: updated.id,
      details: { companyId: access.company.id },
    });
  });
  return loadInvitation(services.db, access.company.id, input.invitationId);
}

export async function revokeMemberInvitation(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { invitationId: string },
): Promise<{ id: string }> {
  const access = await requireCompany(services, actor, { may: "members", verified: false });
  return services.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(companyInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(companyInvitations.id, input.invitationId),
          eq(companyInvitations.enterpriseId, access.company.id),
          isOpen,
        ),
      )
      .returning({ id: companyInvitations.id, email: companyInvitations.email });
    if (!revoked) throw notFound(m.notFound);
    await recordAudit(tx, {
      actorId: access.actor.userId,
      action: "company.member_invitation_revoked",
      targetType: "company_invitation",
      targetId: revoked.id,
      details: { companyId: access.company.id, email: revoked.email },
    });
    return { id: revoked.id };
  });
}

/** Neither accepted nor revoked (an expired one is still open: it can be resent). */
const isOpen = and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt));

function openInvitations(db: DbOrTx) {
  return db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      allowOutsideDomain: companyInvitations.allowOutsideDomain,
      sentAt: companyInvitations.sentAt,
      expiresAt: companyInvitations.expiresAt,
      inviterFirstName: profiles.firstName,
      inviterLastName: profiles.lastName,
    })
    .from(companyInvitations)
    .leftJoin(profiles, eq(profiles.id, companyInvitations.invitedBy))
    .$dynamic();
}

async function loadInvitation(db: DbOrTx, companyId: string, id: string): Promise<MemberInvitation> {
  const [row] = await openInvitations(db).where(
    and(eq(companyInvitations.id, id), eq(companyInvitations.enterpriseId, companyId)),
  );
  if (!row) throw notFound(m.notFound);
  return invitationView(row, new Date());
}

function invitationView(
  row: Awaited<ReturnType<ReturnType<typeof openInvitations>["execute"]>>[number],
  now: Date,
): MemberInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: inviterName(row),
    allowOutsideDomain: row.allowOutsideDomain,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** Who sent the invitation, by name; null once their account is gone (the join found no profile). */
function inviterName(row: { inviterFirstName: string | null; inviterLastName: string | null }): string | null {
  return row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName ?? ""}`.trim() : null;
}

/** The invitation e-mail with its link, queued in the transaction that made the link (decision 0011). */
async function mailInvitation(
  services: Pick<AppServices, "tasks" | "config">,
  tx: DbOrTx,
  invitationId: string,
  token: string,
): Promise<void> {
  const [row] = await tx
    .select({
      email: companyInvitations.email,
      role: companyInvitations.role,
      expiresAt: companyInvitations.expiresAt,
      companyName: enterprises.companyName,
      inviterFirstName: profiles.firstName,
      inviterLastName: profiles.lastName,
    })
    .from(companyInvitations)
    .innerJoin(enterprises, eq(enterprises.id, companyInvitations.enterpriseId))
    .leftJoin(profiles, eq(profiles.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.id, invitationId));
  if (!row) throw new Error(`No invitation ${invitationId} to mail`);
  const rendered = renderEmail(memberInvited, {
    companyName: row.companyName,
    inviterName: inviterName(row),
    roleName: companyMemberRoleNames[row.role],
    url: `${services.config.publicUrl}/join-company/${token}`,
    expiresOn: expiresOnText(row.expiresAt),
  });
  await sendEmail(services, tx, row.email, rendered);
}
