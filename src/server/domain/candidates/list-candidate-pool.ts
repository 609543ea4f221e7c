import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { listCandidatePoolContract } from "@shared/candidates/contracts";
import type { ContractResponse } from "@shared/http/contract";
import type { Db } from "../../db/client";
import { candidates, profiles, user } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { SessionResolver } from "../../plugins/auth/session-resolver";
import { SnapshotCache } from "../../plugins/auth/snapshot-cache";
import type { AppServices } from "../../services";
import { requireCompany } from "../companies/require-company";
import { likePattern } from "../search";
import { shownInCandidatePool } from "./pool-membership";

/**
 * Null pattern: no search. The same prepared statement serves both. The viewer's company id
 * (null for an admin) decides who is visible to it (decision 0028).
 */
function poolFilter() {
  const pattern = sql.placeholder("pattern");
  return and(
    shownInCandidatePool(sql`${sql.placeholder("companyId")}`),
    or(
      sql`${pattern}::text is null`,
      ilike(profiles.firstName, pattern),
      ilike(profiles.lastName, pattern),
      ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
      ilike(candidates.title, pattern),
      ilike(profiles.location, pattern),
      sql`array_to_string(${candidates.skills}, ',') ilike ${pattern}`,
    ),
  );
}

/** Built and prepared once per database: one round trip per page, no query building per request. */
function preparePoolStatements(db: Db) {
  const page = db
    .select({
      id: candidates.id,
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      title: candidates.title,
      location: profiles.location,
      experienceYears: candidates.experienceYears,
      skills: candidates.skills,
      createdAt: candidates.createdAt,
      // Counted before LIMIT: the total rides along with the page.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .innerJoin(user, eq(user.id, profiles.id))
    .where(poolFilter())
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("onetake_candidate_pool_page");
  // Only for a page past the end, which has no row to carry the total.
  const total = db
    .select({ n: count() })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .innerJoin(user, eq(user.id, profiles.id))
    .where(poolFilter())
    .prepare("onetake_candidate_pool_total");
  return { page, total };
}

const statementsByDb = new WeakMap<Db, ReturnType<typeof preparePoolStatements>>();

function poolStatements(db: Db) {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = preparePoolStatements(db)));
  return statements;
}

type PoolPage = ContractResponse<typeof listCandidatePoolContract>;

const pageCaches = new WeakMap<SessionResolver, SnapshotCache<PoolPage>>();

/**
 * Pages are cached per app server and per viewer (who sees whom depends on the company's
 * industry), and emptied by any change to a candidate, profile, user, company or interview
 * completion that the database announces (decisions 0014 and 0028).
 */
function pageCacheOf(sessions: SessionResolver): SnapshotCache<PoolPage> {
  let cache = pageCaches.get(sessions);
  if (!cache) {
    cache = new SnapshotCache<PoolPage>({ ttlMs: 30_000, maxEntries: 500 });
    sessions.watchAccountChanges(cache);
    pageCaches.set(sessions, cache);
  }
  return cache;
}

/** The pool a verified company browses: the candidates pool-membership shows it, newest first. */
export async function listCandidatePool(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<PoolPage> {
  const { actor: caller, company } = await requireCompany(services, actor, { verified: true, adminsMayRead: true });
  // requireCompany lets a non-admin through only with its own verified company.
  const companyId = caller.isAdmin ? null : (company?.id ?? null);
  const pattern = query.search ? likePattern(query.search) : null;
  const cache = pageCacheOf(services.sessions);
  const key = JSON.stringify([companyId, query.page, query.pageSize, pattern]);
  const cached = cache.get(key);
  if (cached) return cached;
  const generation = cache.currentGeneration();
  const page = await readPage(services.db, query, pattern, companyId);
  cache.set(key, page, generation);
  return page;
}

async function readPage(
  db: Db,
  query: { page: number; pageSize: number },
  pattern: string | null,
  companyId: string | null,
): Promise<PoolPage> {
  const statements = poolStatements(db);
  const rows = await statements.page.execute({
    pattern,
    companyId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const total =
    rows[0]?.total ?? (query.page > 1 ? ((await statements.total.execute({ pattern, companyId }))[0]?.n ?? 0) : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      profileId: row.profileId,
      firstName: row.firstName,
      lastName: row.lastName,
      title: row.title,
      location: row.location,
      experienceYears: row.experienceYears,
      skills: row.skills,
      joinedAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
