import { asc, eq, type SQL } from "drizzle-orm";
import type { CompanyMembers } from "@shared/companies/member-contracts";
import type { DbOrTx } from "../../../db/client";
import { companyMembers, profiles, user } from "../../../db/schema";

export type MemberView = CompanyMembers["members"][number];

/** Members as the team list shows them (decision 0079), oldest first: those `where` picks. */
export async function memberViews(db: DbOrTx, where: SQL): Promise<MemberView[]> {
  const rows = await db
    .select({
      id: companyMembers.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: user.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.profileId))
    .innerJoin(user, eq(user.id, companyMembers.profileId))
    .where(where)
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  }));
}
