import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import {
  poolExperienceRanges,
  type CandidatePoolPage,
  type CandidatePoolItem,
  type PoolSpokenHit,
} from "@shared/candidates/contracts";
import type { PipelineStatus } from "@shared/candidates/pipeline-status-contracts";
import type { experienceLevels } from "@shared/accounts/candidate-application";
import type { Db } from "../../../db/client";
import { candidatePipelineStatuses, candidates, profiles } from "../../../db/schema";
import { likePattern } from "../../search";
import { matchesWithoutName } from "../../companies/blind-review/nameless-search";
import { fullTextMatch } from "./full-text-match";
import { encodePoolCursor, type PoolCursor } from "./pool-cursor";
import { shownInPoolOf } from "../visibility/pool-membership";
import { poolSearchTerms, type PoolSearchTerms } from "./pool-search-text";
import {
  gatheredAll,
  gatheredSpokenCandidates,
  readSpokenHits,
  SPOKEN_RANK,
  spokenByCandidate,
} from "./pool-spoken-search";

/** A text search ranks only its newest this-many matches (decision 0035). */
const POOL_SEARCH_BOUND = 2_000;
/** The plain list counts exactly up to this many, then answers "at least". */
const POOL_COUNT_CAP = 1_000;
/** Fewer characters than this make no useful trigram match. */
const FUZZY_MIN_LENGTH = 3;

export interface PoolPageInput {
  search?: string | undefined;
  skills: string[];
  experience?: (typeof experienceLevels)[number]["value"] | undefined;
  location?: string | undefined;
  hasInterview: boolean;
  pipelineStatus?: PipelineStatus | undefined;
  cursor: PoolCursor | null;
  pageSize: number;
  /** Blind review (decision 0052): a search never matches a candidate by name. */
  namesHidden?: boolean;
}

export type ReadRow = {
  id: string;
  profileId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  location: string | null;
  experienceYears: number;
  skills: string[];
  createdAt: Date;
  cursorAt: string;
  hasInterview: boolean;
  pipelineStatus: PipelineStatus | null;
};

export const itemColumns = {
  id: candidates.id,
  profileId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  title: candidates.title,
  location: profiles.location,
  experienceYears: candidates.experienceYears,
  skills: candidates.skills,
  createdAt: candidates.createdAt,
  // The database's own text of the timestamp: exact for the keyset cursor (see pool-cursor).
  cursorAt: sql<string>`${candidates.createdAt}::text`,
  hasInterview: candidates.hasCompletedInterview,
  pipelineStatus: candidatePipelineStatuses.status,
};

/** The viewer's own status row (none for an admin: no company id matches null). */
export const pipelineJoin = (companyId: string | null) =>
  and(
    eq(candidatePipelineStatuses.enterpriseId, sql`${companyId}::uuid`),
    eq(candidatePipelineStatuses.candidateId, candidates.id),
  );

/** The pool rule and the filters: every page, count and search of the viewer uses them. */
export function poolConditions(companyId: string | null, input: PoolPageInput): SQL[] {
  const conditions: SQL[] = [shownInPoolOf(companyId)];
  const skillKeys = [...new Set(input.skills.map((skill) => skill.toLowerCase()))];
  if (skillKeys.length > 0) {
    // @> on the GIN-indexed array; `= any(...)` would ignore the index.
    conditions.push(
      sql`${candidates.skillKeys} @> array[${sql.join(
        skillKeys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (input.experience) {
    const range = poolExperienceRanges[input.experience];
    conditions.push(gte(candidates.experienceYears, range.min));
    if (range.max !== null) conditions.push(lte(candidates.experienceYears, range.max));
  }
  if (input.location) conditions.push(sql`${candidates.searchLocation} ilike ${likePattern(input.location)}`);
  if (input.hasInterview) conditions.push(eq(candidates.hasCompletedInterview, true));
  if (input.pipelineStatus && companyId !== null) {
    conditions.push(
      input.pipelineStatus === "pending"
        ? sql`(${candidatePipelineStatuses.status} is null or ${candidatePipelineStatuses.status} = 'pending')`
        : eq(candidatePipelineStatuses.status, input.pipelineStatus),
    );
  }
  return conditions;
}

/** No stored status reads as pending for a company (decision 0031); an admin has no pipeline. */
export const toItem =
  (companyId: string | null) =>
  (row: ReadRow): CandidatePoolItem => {
    return {
      id: row.id,
      profileId: row.profileId,
      firstName: row.firstName,
      lastName: row.lastName,
      title: row.title,
      location: row.location,
      experienceYears: row.experienceYears,
      skills: row.skills,
      joinedAt: row.createdAt.toISOString(),
      hasInterview: row.hasInterview,
      pipelineStatus: companyId === null ? null : (row.pipelineStatus ?? "pending"),
    };
  };

const keysetCursor = (direction: "after" | "before", row: { cursorAt: string; id: string }) =>
  encodePoolCursor({ kind: "keyset", direction, at: row.cursorAt, id: row.id });

/**
 * One page of the pool as a viewer (company id, or null for an admin) sees it: newest first by
 * keyset, or, with a search, the newest POOL_SEARCH_BOUND full-text matches ranked (a trigram
 * match on name or title when the full text finds nobody). No caching here: the bench measures it.
 */
export async function readPoolPage(db: Db, companyId: string | null, input: PoolPageInput): Promise<CandidatePoolPage> {
  const terms = poolSearchTerms(input.search);
  if (terms === null || input.cursor?.kind === "keyset") return readNewestPage(db, companyId, input);
  const offset = input.cursor?.kind === "ranked" ? input.cursor.offset : 0;
  if (input.cursor?.kind === "ranked" && input.cursor.fuzzy) return readRankedPage(db, companyId, input, offset, null);
  const page = await readRankedPage(db, companyId, input, offset, terms);
  const fuzzyText = (input.search ?? "").trim().toLowerCase();
  if (page.total > 0 || input.cursor || fuzzyText.length < FUZZY_MIN_LENGTH) return page;
  return readRankedPage(db, companyId, input, 0, null);
}

async function readNewestPage(db: Db, companyId: string | null, input: PoolPageInput): Promise<CandidatePoolPage> {
  const cursor = input.cursor?.kind === "keyset" ? input.cursor : null;
  const conditions = poolConditions(companyId, input);
  const before = cursor?.direction === "before";
  const position = cursor
    ? before
      ? sql`(${candidates.createdAt}, ${candidates.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql`(${candidates.createdAt}, ${candidates.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const order = before
    ? [asc(candidates.createdAt), asc(candidates.id)]
    : [desc(candidates.createdAt), desc(candidates.id)];
  const [rows, total] = await Promise.all([
    db
      .select(itemColumns)
      .from(candidates)
      .innerJoin(profiles, eq(profiles.id, candidates.profileId))
      .leftJoin(candidatePipelineStatuses, pipelineJoin(companyId))
      .where(and(...conditions, position))
      .orderBy(...order)
      .limit(input.pageSize + 1),
    cappedCount(db, companyId, conditions),
  ]);
  const more = rows.length > input.pageSize;
  const shown = rows.slice(0, input.pageSize);
  if (before) {
    // Back at the start (rows before it were removed meanwhile): show a full first page.
    if (!more) return readNewestPage(db, companyId, { ...input, cursor: null });
    shown.reverse();
  }
  const first = shown[0];
  const last = shown.at(-1);
  return {
    items: shown.map(toItem(companyId)),
    ...total,
    nextCursor: (before || more) && last ? keysetCursor("after", last) : null,
    previousCursor: cursor
      ? first
        ? keysetCursor("before", first)
        : keysetCursor("before", { cursorAt: cursor.at, id: cursor.id })
      : null,
    pageSize: input.pageSize,
  };
}

/** Counts to POOL_COUNT_CAP and stops: counting 100,000 rows would cost many times the page (decision 0035). */
export async function cappedCount(db: Db, companyId: string | null, conditions: SQL[]) {
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(candidates)
    .leftJoin(candidatePipelineStatuses, pipelineJoin(companyId))
    .where(and(...conditions))
    .limit(POOL_COUNT_CAP + 1)
    .as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, POOL_COUNT_CAP), totalIsLowerBound: n > POOL_COUNT_CAP };
}

/**
 * The full-text query: every whole word by its English stem, and the word being typed as a prefix
 * of a stem or of an unstemmed word (the search vector holds both, migration 0021), since a stem
 * may be shorter than what was typed ('busin' of business, whose stem is 'busi').
 */
function fullTextQuery({ words, prefix }: PoolSearchTerms): SQL {
  const typed = `${prefix}:*`;
  const last = sql`(to_tsquery('english', ${typed}) || to_tsquery('simple', ${typed}))`;
  return words.length > 0 ? sql`(to_tsquery('english', ${words.join(" & ")}) && ${last})` : last;
}

/** A full-text search: its query and the terms it was built from. None for the trigram fallback. */
type FullTextSearch = { query: SQL; terms: PoolSearchTerms };

/**
 * The newest POOL_SEARCH_BOUND matches, then ranked: ts_rank for the full text (terms), word
 * similarity for the trigram fallback (terms null). Ranking never sees more than the bound.
 * The full text also finds what candidates said (pool-spoken-search): the newest bound of those
 * found by their words alone joins the profile matches, ranked below them.
 */
async function readRankedPage(
  db: Db,
  companyId: string | null,
  input: PoolPageInput,
  offset: number,
  terms: PoolSearchTerms | null,
): Promise<CandidatePoolPage> {
  const text = (input.search ?? "").trim().toLowerCase();
  const fullText = terms ? { query: fullTextQuery(terms), terms } : null;
  const { ctes, bounded } = boundedMatches(db, companyId, input, text, fullText);
  const rows = await readRankedRows(
    db,
    companyId,
    { ctes, bounded, rank: rankOf(bounded, text, fullText) },
    input,
    offset,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countBounded(db, ctes, bounded) : 0);
  const items = rows.slice(0, input.pageSize).map(toItem(companyId));
  return {
    items: await withSpokenHits(db, companyId, items, fullText, input.namesHidden ?? false),
    total,
    totalIsLowerBound: total >= POOL_SEARCH_BOUND,
    ...rankedCursors(offset, input.pageSize, rows.length > input.pageSize, fullText === null),
  };
}

/** What a search matches on the profile: its full text, or a trigram on name or title; never the name in blind review. */
function profileMatch(text: string, fullText: FullTextSearch | null, namesHidden: boolean): SQL {
  if (fullText !== null) {
    const { query, terms } = fullText;
    return sql`${fullTextMatch(sql`${candidates.searchVector}`, query, terms)}${namesHidden ? sql` and ${matchesWithoutName(query)}` : sql``}`;
  }
  return namesHidden
    ? sql`${candidates.title} %> ${text}`
    : sql`(${candidates.searchName} %> ${text} or ${candidates.title} %> ${text})`;
}

/** The newest POOL_SEARCH_BOUND candidates of the viewer's pool that `where` finds, with the rank's inputs. */
function boundedSelect(
  db: Db,
  companyId: string | null,
  input: PoolPageInput,
  where: SQL | undefined,
  spoken: boolean,
) {
  return db
    .select({
      boundedId: sql<string>`${candidates.id}`.as("bounded_id"),
      boundedAt: sql<Date>`${candidates.createdAt}`.as("bounded_at"),
      // The rank's inputs only: it is computed on the bounded rows, never on every match. A
      // candidate found by their words alone ranks with a fixed weight: no vector to carry.
      vector: sql<string | null>`${spoken ? sql`null::tsvector` : sql`${candidates.searchVector}`}`.as(
        "bounded_vector",
      ),
      name: sql<string>`coalesce(${candidates.searchName}, '')`.as("bounded_name"),
      title: sql<string>`coalesce(${candidates.title}, '')`.as("bounded_title"),
      spoken: sql<boolean>`${spoken}::boolean`.as("bounded_spoken"),
    })
    .from(candidates)
    .leftJoin(candidatePipelineStatuses, pipelineJoin(companyId))
    .where(and(...poolConditions(companyId, input), where))
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .limit(POOL_SEARCH_BOUND);
}

/**
 * The bounded set as a `bounded` CTE, and the CTEs a statement over it needs. A full-text search
 * adds those found by what they said and not by their profile.
 */
function boundedMatches(
  db: Db,
  companyId: string | null,
  input: PoolPageInput,
  text: string,
  fullText: FullTextSearch | null,
) {
  const matches = profileMatch(text, fullText, input.namesHidden ?? false);
  if (fullText === null) {
    const bounded = db.$with("bounded").as(boundedSelect(db, companyId, input, matches, false));
    return { ctes: [bounded], bounded };
  }
  const { query, terms } = fullText;
  const namesHidden = input.namesHidden ?? false;
  // Who said it: a word few answers say is gathered through its index (at most a few thousand
  // answers); a common one is asked of each candidate, newest first, until the bound is full.
  // The statement holds both ways; the gathered count switches one of them off before it runs.
  const gathered = db
    .$with("spoken_gathered", { candidateId: sql<string>`candidate_id` })
    .as(gatheredSpokenCandidates(companyId, query, terms, namesHidden));
  const spokenNot = sql`not coalesce(${matches}, false)`;
  const bounded = db.$with("bounded").as(
    unionAll(
      boundedSelect(db, companyId, input, matches, false),
      boundedSelect(
        db,
        companyId,
        input,
        sql`${gatheredAll(sql`spoken_gathered`)} and ${candidates.id} in (select candidate_id from spoken_gathered) and ${spokenNot}`,
        true,
      ),
      boundedSelect(
        db,
        companyId,
        input,
        sql`not ${gatheredAll(sql`spoken_gathered`)} and ${spokenByCandidate(companyId, query, terms, sql`${candidates.id}`, namesHidden)} and ${spokenNot}`,
        true,
      ),
    )
      .orderBy(desc(sql`bounded_at`), desc(sql`bounded_id`))
      .limit(POOL_SEARCH_BOUND),
  );
  return { ctes: [gathered, bounded], bounded };
}

type BoundedMatches = ReturnType<typeof boundedMatches>;

/** The rank of a bounded row: ts_rank, a fixed weight for the spoken, or the trigram's word similarity. */
function rankOf(bounded: BoundedMatches["bounded"], text: string, fullText: FullTextSearch | null): SQL {
  return fullText !== null
    ? sql`case when ${bounded.spoken} then ${SPOKEN_RANK}::real else ts_rank(${bounded.vector}, ${fullText.query}) end`
    : sql`greatest(word_similarity(${text}, ${bounded.name}), word_similarity(${text}, ${bounded.title}))`;
}

/** The page's rows (one more, to tell whether another page follows), each with the bounded set's size. */
async function readRankedRows(
  db: Db,
  companyId: string | null,
  { ctes, bounded, rank }: BoundedMatches & { rank: SQL },
  input: PoolPageInput,
  offset: number,
) {
  // Ranked and cut to the page before anything else is read: only this page's rows are joined.
  const ranked = db.$with("ranked").as(
    db
      .select({
        rankedId: bounded.boundedId,
        rankedRank: sql<number>`${rank}`.as("ranked_rank"),
        rankedAt: sql<Date>`${bounded.boundedAt}`.as("ranked_at"),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(bounded)
      .orderBy(desc(sql`ranked_rank`), desc(bounded.boundedAt), desc(bounded.boundedId))
      .limit(input.pageSize + 1)
      .offset(offset),
  );
  return db
    .with(...ctes, ranked)
    .select({ ...itemColumns, total: sql<number>`${ranked.total}`.mapWith(Number) })
    .from(ranked)
    .innerJoin(candidates, eq(candidates.id, ranked.rankedId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .leftJoin(candidatePipelineStatuses, pipelineJoin(companyId))
    .orderBy(desc(ranked.rankedRank), desc(ranked.rankedAt), desc(ranked.rankedId));
}

/** The bounded set's size, for a page past its end (no row carries it). */
async function countBounded(db: Db, ctes: BoundedMatches["ctes"], bounded: BoundedMatches["bounded"]): Promise<number> {
  const [row] = await db
    .with(...ctes)
    .select({ n: count() })
    .from(bounded);
  return row?.n ?? 0;
}

/** Each item of a full-text page with the sentence that found it, when what the candidate said did. */
async function withSpokenHits(
  db: Db,
  companyId: string | null,
  items: CandidatePoolItem[],
  fullText: FullTextSearch | null,
  namesHidden: boolean,
): Promise<CandidatePoolItem[]> {
  if (fullText === null) return items;
  const hits: Map<string, PoolSpokenHit> = await readSpokenHits(
    db,
    companyId,
    items.map((item) => item.id),
    fullText.query,
    fullText.terms,
    namesHidden,
  );
  return items.map((item) => {
    const spokenHit = hits.get(item.id);
    return spokenHit ? { ...item, spokenHit } : item;
  });
}

/** A ranked page's cursors are offsets; a fuzzy page's say so, so the next page stays fuzzy. */
function rankedCursors(offset: number, pageSize: number, more: boolean, fuzzy: boolean) {
  return {
    nextCursor: more ? encodePoolCursor({ kind: "ranked", offset: offset + pageSize, fuzzy }) : null,
    previousCursor:
      offset > 0 ? encodePoolCursor({ kind: "ranked", offset: Math.max(0, offset - pageSize), fuzzy }) : null,
    pageSize,
  };
}
