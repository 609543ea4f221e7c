import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { listCandidatePoolContract } from "@shared/candidates/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { candidates, profiles, user } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireCompany } from "../companies/require-company";
import { likePattern } from "../search";

/** The pool a verified company browses: candidates who verified their e-mail, newest first. */
export async function listCandidatePool(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<ContractResponse<typeof listCandidatePoolContract>> {
  await requireCompany(services.db, actor, { verified: true, adminsMayRead: true });
  const filters: SQL[] = [eq(user.emailVerified, true)];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(profiles.firstName, pattern),
      ilike(profiles.lastName, pattern),
      ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
      ilike(candidates.title, pattern),
      ilike(profiles.location, pattern),
      sql`array_to_string(${candidates.skills}, ',') ilike ${pattern}`,
    );
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const base = services.db
    .select({ candidate: candidates, profile: profiles })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .innerJoin(user, eq(user.id, profiles.id))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(desc(candidates.createdAt), desc(candidates.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    services.db
      .select({ n: count() })
      .from(candidates)
      .innerJoin(profiles, eq(profiles.id, candidates.profileId))
      .innerJoin(user, eq(user.id, profiles.id))
      .where(where),
  ]);
  return {
    items: rows.map(({ candidate, profile }) => ({
      id: candidate.id,
      profileId: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      title: candidate.title,
      location: profile.location,
      experienceYears: candidate.experienceYears,
      skills: candidate.skills,
      joinedAt: candidate.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
