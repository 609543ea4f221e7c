import { eq } from "drizzle-orm";
import type { z } from "zod";
import {
  memberInvitationMessages as m,
  type acceptMemberInvitationSchema,
  type InvitationPreview,
} from "@shared/companies/member-invitation-contracts";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import type { DbOrTx } from "../../../../db/client";
import { companyInvitations, companyMembers, enterprises, user } from "../../../../db/schema";
import type { Actor } from "../../../../plugins/auth/actor";
import type { AppServices } from "../../../../services";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../../../errors";
import { ErrorCode } from "@shared/http/error-codes";
import { recordAudit } from "../../../admin/record-audit";
import { createCredentialUser, hashNewPassword } from "../../../accounts/create-credential-user";
import { mailInvitationAccepted } from "../../assignments/member-mails";
import { invitationTokenHash } from "./invitation-token";

type AcceptInput = z.output<typeof acceptMemberInvitationSchema>;

/*
 * The invitation link (decision 0083): anyone holding it sees which company, role and address it
 * is for; accepting joins the company, once. The address's own account accepts it signed in; an
 * address with no account gets one, its e-mail confirmed by the link itself. An account that is a
 * candidate's, or already another company's, cannot join.
 */

export async function previewMemberInvitation(
  services: Pick<AppServices, "db">,
  input: { token: string },
): Promise<InvitationPreview> {
  const invitation = await usableInvitation(services.db, input.token, false);
  const [account] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, invitation.email));
  return {
    companyName: invitation.companyName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: account !== undefined,
  };
}

export async function acceptMemberInvitation(
  services: Pick<AppServices, "db" | "tasks" | "config">,
  actor: Actor | null,
  input: { token: string } & AcceptInput,
): Promise<{ companyName: string; email: string; role: CompanyMemberRole; accountCreated: boolean }> {
  // scrypt is slow: hash outside the transaction, and only when an account may be made.
  const passwordHash = !actor && input.newAccount ? await hashNewPassword(input.newAccount.password) : null;
  return services.db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, input.token, true);
    const [existing] = await tx
      .select({ id: user.id, userType: user.userType, role: user.role })
      .from(user)
      .where(eq(user.email, invitation.email));
    let profileId: string;
    let accountCreated = false;
    if (actor) {
      if (actor.email.toLowerCase() !== invitation.email) throw forbidden(m.signInAs(invitation.email));
      if (actor.userType !== "enterprise" || actor.isAdmin) throw conflict(m.candidateAccount);
      profileId = actor.userId;
    } else if (existing) {
      throw new AppError(401, ErrorCode.unauthorized, m.signInFirst);
    } else {
      if (!input.newAccount || !passwordHash) throw badRequest(m.newAccountNeeded);
      profileId = await createCredentialUser(
        tx,
        {
          email: invitation.email,
          password: input.newAccount.password,
          firstName: input.newAccount.firstName,
          lastName: input.newAccount.lastName,
          userType: "enterprise",
          emailVerified: true,
        },
        passwordHash,
        "email",
      );
      accountCreated = true;
    }
    const [membership] = await tx
      .select({ enterpriseId: companyMembers.enterpriseId })
      .from(companyMembers)
      .where(eq(companyMembers.profileId, profileId));
    if (membership) throw conflict(membership.enterpriseId === invitation.enterpriseId ? m.used : m.otherCompany);
    const now = new Date();
    await tx.insert(companyMembers).values({
      enterpriseId: invitation.enterpriseId,
      profileId,
      role: invitation.role,
      addedBy: invitation.invitedBy,
    });
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: now, acceptedBy: profileId })
      .where(eq(companyInvitations.id, invitation.id));
    await recordAudit(tx, {
      actorId: profileId,
      action: "company.member_joined",
      targetType: "company_invitation",
      targetId: invitation.id,
      details: { companyId: invitation.enterpriseId, role: invitation.role, accountCreated },
    });
    // The member who invited them hears that they joined (decision 0084).
    await mailInvitationAccepted(services, tx, {
      inviterProfileId: invitation.invitedBy,
      newMemberProfileId: profileId,
      companyId: invitation.enterpriseId,
      companyName: invitation.companyName,
      role: invitation.role,
    });
    return { companyName: invitation.companyName, email: invitation.email, role: invitation.role, accountCreated };
  });
}

/** The invitation its token names, if it can still be accepted (locked, when accepting). */
async function usableInvitation(db: DbOrTx, token: string, lock: boolean) {
  const query = db
    .select({
      id: companyInvitations.id,
      enterpriseId: companyInvitations.enterpriseId,
      email: companyInvitations.email,
      role: companyInvitations.role,
      invitedBy: companyInvitations.invitedBy,
      expiresAt: companyInvitations.expiresAt,
      acceptedAt: companyInvitations.acceptedAt,
      revokedAt: companyInvitations.revokedAt,
      companyName: enterprises.companyName,
    })
    .from(companyInvitations)
    .innerJoin(enterprises, eq(enterprises.id, companyInvitations.enterpriseId))
    .where(eq(companyInvitations.tokenHash, invitationTokenHash(token)));
  const [invitation] = lock ? await query.for("update", { of: companyInvitations }) : await query;
  if (!invitation) throw notFound(m.notFound);
  if (invitation.revokedAt) throw gone(m.revoked);
  if (invitation.acceptedAt) throw gone(m.used);
  if (invitation.expiresAt.getTime() <= Date.now()) throw gone(m.expired);
  return invitation;
}

const gone = (message: string) => new AppError(410, ErrorCode.gone, message);
