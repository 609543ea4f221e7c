import type { CandidatePoolPage, candidatePoolQuerySchema } from "@shared/candidates/contracts";
import type { z } from "zod";
import type { Actor } from "../../../plugins/auth/actor";
import type { SessionResolver } from "../../../plugins/auth/session-resolver";
import { SnapshotCache } from "../../../plugins/auth/snapshot-cache";
import type { AppServices } from "../../../services";
import { companyReviewsBlind } from "../../companies/blind-review/blind-view";
import { hidePoolPage } from "../../companies/blind-review/hide-pool-page";
import { candidatesWithAiScoresHidden } from "../../companies/ai-scores-hidden";
import { requireCompany } from "../../companies/require-company";
import { blindAliasSecret } from "../../companies/blind-review/alias-secret";
import { opaqueIdKey, openUuid, sealUuid } from "../../companies/blind-review/opaque-id";
import { decodePoolCursor, sealPoolCursor, type PoolCursor } from "./pool-cursor";
import { readPoolPage, type PoolPageInput } from "./read-pool-page";
import { requireRankablePosting } from "./rank-for-posting";
import { readPoolMatchPage } from "./read-pool-match-page";

const pageCaches = new WeakMap<SessionResolver, SnapshotCache<CandidatePoolPage>>();

/**
 * Pages are cached per app server and per viewer (who sees whom depends on the company's
 * industry, and each company has its own pipeline statuses), and emptied by any change to a
 * candidate, profile, user, company, interview completion or pipeline status that the database
 * announces (decisions 0014, 0028 and 0035).
 */
function pageCacheOf(sessions: SessionResolver): SnapshotCache<CandidatePoolPage> {
  let cache = pageCaches.get(sessions);
  if (!cache) {
    cache = new SnapshotCache<CandidatePoolPage>({ ttlMs: 30_000, maxEntries: 500 });
    sessions.watchAccountChanges(cache);
    pageCaches.set(sessions, cache);
  }
  return cache;
}

/** The pool a verified company browses (decision 0035): newest first or ranked by a search, filtered, by cursor. */
export async function listCandidatePool(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  query: z.output<typeof candidatePoolQuerySchema>,
): Promise<CandidatePoolPage> {
  const { actor: caller, company } = await requireCompany(services, actor, {
    may: "pool",
    verified: true,
    adminsMayRead: true,
  });
  // requireCompany lets a non-admin through only with its own verified company.
  const companyId = caller.isAdmin ? null : (company?.id ?? null);
  const candidateKey =
    companyId === null ? null : opaqueIdKey(await blindAliasSecret(services), companyId, "candidate");
  const cursor = decodePoolCursor(query.cursor, candidateKey ? (opaque) => openUuid(candidateKey, opaque) : undefined);
  const cache = pageCacheOf(services.sessions);
  // Blind review changes what a search may match, so it is part of the key.
  const namesHidden = companyId !== null && (await companyReviewsBlind(services.db, companyId));
  // Under blind review a cursor names the candidate it continues from by the company's own id (decision 0077).
  const hide = async (page: CandidatePoolPage): Promise<CandidatePoolPage> => {
    const hidden = await hidePoolPage(services, companyId, page);
    if (!namesHidden || !candidateKey) return hidden;
    const seal = (id: string) => sealUuid(candidateKey, id);
    return {
      ...hidden,
      nextCursor: sealPoolCursor(hidden.nextCursor, seal),
      previousCursor: sealPoolCursor(hidden.previousCursor, seal),
    };
  };
  if (query.rankFor !== undefined) {
    // Not cached: scores change with no account change announced, and this page reads an index.
    await requireRankablePosting(services.db, companyId, query);
    const ranked = await readPoolMatchPage(services.db, companyId, {
      ...poolPageInput(query, cursor, namesHidden),
      rankFor: query.rankFor,
      rankBy: query.rankBy,
      aiScoreHiddenFor: company && !caller.isAdmin ? await candidatesWithAiScoresHidden(services.db, company) : [],
    });
    return hide(ranked);
  }
  const key = JSON.stringify([companyId, namesHidden, query]);
  const cached = cache.get(key);
  // Blind review hides names after the cache, so a change of setting or a reveal shows at once.
  if (cached) return hide(cached);
  const generation = cache.currentGeneration();
  const page = await readPoolPage(services.db, companyId, poolPageInput(query, cursor, namesHidden));
  cache.set(key, page, generation);
  return hide(page);
}

function poolPageInput(
  query: z.output<typeof candidatePoolQuerySchema>,
  cursor: PoolCursor | null,
  namesHidden: boolean,
): PoolPageInput {
  return {
    search: query.search,
    skills: query.skills,
    experience: query.experience,
    location: query.location,
    hasInterview: query.hasInterview === "true",
    pipelineStatus: query.pipelineStatus,
    cursor,
    pageSize: query.pageSize,
    namesHidden,
  };
}
