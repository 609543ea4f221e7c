import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import { companyMembers, enterprises, profiles, session, user } from "../../db/schema";

/** What the session path reads with the session, so /api/me and company guards need no query of their own. */
export interface AccountFacts {
  /** avatarFileId: the candidate's picture, for the workspace header. */
  profile: { firstName: string; lastName: string; avatarFileId: string | null } | null;
  /** The company the caller is a member of, with their membership (decision 0082). */
  company: {
    id: string;
    companyName: string;
    verificationStatus: "pending" | "verified" | "rejected";
    verificationNote: string | null;
    memberId: string;
    role: CompanyMemberRole;
  } | null;
}

const userColumns = {
  userId: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  userType: user.userType,
  role: user.role,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarFileId: profiles.avatarFileId,
  companyId: enterprises.id,
  companyName: enterprises.companyName,
  verificationStatus: enterprises.verificationStatus,
  verificationNote: enterprises.verificationNote,
  memberId: companyMembers.id,
  memberRole: companyMembers.role,
};

/**
 * The two statements of the session path, built once and prepared (no query building per
 * request, and PostgreSQL plans them once per connection). Each is one round trip.
 */
export function prepareSessionStatements(db: Db) {
  const bySessionToken = db
    .select({ sessionId: session.id, expiresAt: session.expiresAt, ...userColumns })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(companyMembers, eq(companyMembers.profileId, user.id))
    .leftJoin(enterprises, eq(enterprises.id, companyMembers.enterpriseId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("onetake_session_by_token");
  const byUserId = db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(companyMembers, eq(companyMembers.profileId, user.id))
    .leftJoin(enterprises, eq(enterprises.id, companyMembers.enterpriseId))
    .where(eq(user.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("onetake_account_by_user");
  return {
    async sessionByToken(token: string) {
      const [row] = await bySessionToken.execute({ token });
      return row;
    },
    async accountByUserId(userId: string): Promise<AccountFacts> {
      const [row] = await byUserId.execute({ userId });
      return row ? accountFactsOf(row) : { profile: null, company: null };
    },
  };
}

export type SessionStatements = ReturnType<typeof prepareSessionStatements>;

export function accountFactsOf(row: {
  firstName: string | null;
  lastName: string | null;
  avatarFileId: string | null;
  companyId: string | null;
  companyName: string | null;
  verificationStatus: "pending" | "verified" | "rejected" | null;
  verificationNote: string | null;
  memberId: string | null;
  memberRole: CompanyMemberRole | null;
}): AccountFacts {
  return {
    profile:
      row.firstName !== null && row.lastName !== null
        ? { firstName: row.firstName, lastName: row.lastName, avatarFileId: row.avatarFileId }
        : null,
    company:
      row.companyId !== null &&
      row.companyName !== null &&
      row.verificationStatus !== null &&
      row.memberId !== null &&
      row.memberRole !== null
        ? {
            id: row.companyId,
            companyName: row.companyName,
            verificationStatus: row.verificationStatus,
            verificationNote: row.verificationNote,
            memberId: row.memberId,
            role: row.memberRole,
          }
        : null,
  };
}
