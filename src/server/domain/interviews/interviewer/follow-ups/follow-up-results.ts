import { count, inArray, ne, sql } from "drizzle-orm";
import type { FollowUpResult, FollowUpResultCount } from "@shared/interviews/follow-up-contracts";
import type { DbOrTx } from "../../../../db/client";
import { interviewFollowUps } from "../../../../db/schema";
import type { Actor } from "../../../../plugins/auth/actor";
import { requireAdmin } from "../../../accounts/access";

/*
 * Why an interview asked no follow-up (decision 0055): each answer's stored proposal says it, and
 * admins read it counted per result. A proposal still being drafted has no result yet.
 */

/**
 * Asked; offered but not shown (`offered` or `not-shown`); else the reason stored, else the
 * reason its status stands for.
 */
const result = sql<FollowUpResult>`case
  when ${interviewFollowUps.status} = 'asked' then 'asked'
  when ${interviewFollowUps.status} in ('offered', 'not-shown') then 'not-shown'
  else coalesce(${interviewFollowUps.reason}, case ${interviewFollowUps.status}
    when 'failed' then 'provider-failed'
    when 'refused' then 'refused'
    when 'late' then 'late'
    else 'not-eligible' end)
end`;

const settled = ne(interviewFollowUps.status, "generating");

/** Per interview of `interviewIds`, its results counted, most frequent first. */
export async function followUpResultsOf(
  db: DbOrTx,
  interviewIds: readonly string[],
): Promise<Map<string, FollowUpResultCount[]>> {
  const perInterview = new Map<string, FollowUpResultCount[]>();
  if (interviewIds.length === 0) return perInterview;
  const rows = await db
    .select({ interviewId: interviewFollowUps.interviewId, result, count: count() })
    .from(interviewFollowUps)
    .where(sql`${inArray(interviewFollowUps.interviewId, [...interviewIds])} and ${settled}`)
    .groupBy(interviewFollowUps.interviewId, result);
  for (const row of rows) {
    const list = perInterview.get(row.interviewId) ?? [];
    list.push({ result: row.result, count: Number(row.count) });
    perInterview.set(row.interviewId, list);
  }
  for (const list of perInterview.values()) list.sort(byCount);
  return perInterview;
}

/** Every interview's results counted together, most frequent first (admins only). */
export async function countFollowUpResults(
  db: DbOrTx,
  actor: Actor | null,
): Promise<{ results: FollowUpResultCount[] }> {
  requireAdmin(actor);
  const rows = await db.select({ result, count: count() }).from(interviewFollowUps).where(settled).groupBy(result);
  return { results: rows.map((row) => ({ result: row.result, count: Number(row.count) })).sort(byCount) };
}

function byCount(a: FollowUpResultCount, b: FollowUpResultCount): number {
  return b.count - a.count || a.result.localeCompare(b.result);
}
