import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openPostgres } from "../src/server/db/client";
import { readPoolMatchPage } from "../src/server/domain/candidates/pool/read-pool-match-page";
import { recomputeMatches } from "../src/server/domain/matching/recompute-matches";
import {
  CANDIDATES,
  PREFIX,
  captureQueries,
  median,
  percentile,
  printPlan,
  rowsOf,
  seedCandidateSkills,
  seedPool,
} from "./pool";
import { assertSchemaMatchesMigrations } from "./schema-drift";

// BENCH_ONLY=matching (decision 0052), PostgreSQL only, on the pool bench's 100,000 candidates:
// one posting recomputed against all of them (targets: under 1 s), one candidate against every
// active posting (under 50 ms), and the pool's first page ranked for a posting, by match and by
// the AI score beside it (p95 under 50 ms).
const POSTINGS = 50;
const RUNS = 50;
const RECOMPUTES = 7;

export async function benchMatching(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("Matching bench skipped: it needs PostgreSQL. Set DATABASE_URL to a database of its own.");
    return;
  }
  const database = openPostgres(url, 4);
  if (database.kind !== "postgres") throw new Error("unreachable");
  try {
    await database.migrate();
    await assertSchemaMatchesMigrations(database.db);
    const { db, pool } = database;
    const seeded = await db.execute(sql`select count(*) as n from candidates where profile_id like ${`${PREFIX}%`}`);
    if (Number(rowsOf<{ n: string }>(seeded)[0]?.n) !== CANDIDATES) await seedPool(db);
    // A pool seeded before its candidates had years per skill gets them now.
    const withSkills = await db.execute(sql`select exists (select 1 from candidate_skills cs
      join candidates c on c.id = cs.candidate_id where c.profile_id like ${`${PREFIX}%`}) as present`);
    if (!rowsOf<{ present: boolean }>(withSkills)[0]?.present) await seedCandidateSkills(db);
    const companyId = String(
      rowsOf<{ id: string }>(
        await db.execute(sql`select id from enterprises where profile_id = ${`${PREFIX}company`}`),
      )[0]?.id,
    );
    const existing = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from job_postings where enterprise_id = ${companyId}::uuid and title like 'Bench match %' order by id`,
      ),
    );
    if (existing.length < POSTINGS) {
      await db.execute(sql`
        insert into job_postings (enterprise_id, title, description, location, location_type, skills, experience_level)
        select ${companyId}::uuid, 'Bench match ' || g || ' Machine Learning Engineer', 'Bench.', 'Berlin, Germany',
          (array['Remote','Hybrid','On-Site'])[1 + g % 3], array['Python','PyTorch','Kubernetes','SQL'], 'mid'
        from generate_series(${existing.length + 1}::int, ${POSTINGS}::int) g`);
    }
    const postings = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from job_postings where enterprise_id = ${companyId}::uuid and title like 'Bench match %' order by id`,
      ),
    );
    const postingId = postings[0]!.id;
    await db.execute(sql`analyze`);

    const memory = rowsOf<{ shared_buffers: string }>(await db.execute(sql`show shared_buffers`))[0]?.shared_buffers;
    console.log(
      `PostgreSQL shared_buffers: ${memory} (the figures below assume the tables fit; 128MB, the default, does not)`,
    );

    // The first computation is a posting never computed before (a new posting): a copy of the
    // bench posting, removed afterwards. Deleting a posting's rows and recomputing it instead
    // measures unique checks against its own dead index entries, which a real posting never meets.
    // Each is run RECOMPUTES times, for the median: this machine's timings vary by a fifth. One
    // run comes first, reported apart: a process's first recompute also compiles the scoring code,
    // which a worker does once in its life.
    const firstTimes: number[] = [];
    const unchangedTimes: number[] = [];
    let coldMs = 0;
    let scored = 0;
    let written = 0;
    let rewritten = 0;
    for (let run = -1; run < RECOMPUTES; run++) {
      const copied = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into job_postings (enterprise_id, title, description, location, location_type, skills, experience_level)
          select enterprise_id, title || ' (first time)', description, location, location_type, skills, experience_level
          from job_postings where id = ${postingId}::uuid returning id`),
      )[0]!.id;
      try {
        let started = performance.now();
        const fresh = await recomputeMatches(db, { postingId: copied });
        if (run < 0) {
          coldMs = performance.now() - started;
          continue;
        }
        firstTimes.push(performance.now() - started);
        started = performance.now();
        const again = await recomputeMatches(db, { postingId: copied });
        unchangedTimes.push(performance.now() - started);
        ({ scored, written } = fresh);
        rewritten = Math.max(rewritten, again.written);
      } finally {
        await db.execute(sql`delete from job_postings where id = ${copied}::uuid`);
      }
    }
    const runs = (times: number[]) => times.map((ms) => ms.toFixed(0)).join(", ");
    const firstMs = median(firstTimes);
    console.log(
      `Recompute one posting, first time: ${scored.toLocaleString("en")} candidates scored, ${written.toLocaleString("en")} rows written; median ${firstMs.toFixed(0)} ms of ${runs(firstTimes)} (target < 1,000 ms: ${firstMs < 1000 ? "met" : "MISSED"})`,
    );
    console.log(`  the process's first recompute, before those (its code not yet compiled): ${coldMs.toFixed(0)} ms`);
    const unchangedMs = median(unchangedTimes);
    console.log(
      `Recompute one posting, nothing changed: ${rewritten} rows written; median ${unchangedMs.toFixed(0)} ms of ${runs(unchangedTimes)} (target < 1,000 ms: ${unchangedMs < 1000 ? "met" : "MISSED"})`,
    );
    // The candidate and rank measures read the bench posting's own rows.
    await recomputeMatches(db, { postingId });
    await db.execute(sql`analyze match_scores`);

    const candidateId = String(
      rowsOf<{ id: string }>(
        await db.execute(
          sql`select candidate_id as id from match_scores where job_posting_id = ${postingId}::uuid limit 1`,
        ),
      )[0]?.id,
    );
    const candidateTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await recomputeMatches(db, { candidateId });
      candidateTimes.push(performance.now() - t0);
    }
    candidateTimes.sort((a, b) => a - b);
    const activePostings = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from job_postings where status = 'active'`),
    )[0]?.n;
    const candidateP95 = percentile(candidateTimes, 95);
    console.log(
      `Recompute one candidate against ${activePostings} active postings: p50 ${percentile(candidateTimes, 50).toFixed(1)} ms, p95 ${candidateP95.toFixed(1)} ms (target < 50 ms: ${candidateP95 < 50 ? "met" : "MISSED"})`,
    );

    const input = { skills: [], hasInterview: false, cursor: null, pageSize: 20, rankFor: postingId };
    for (let i = 0; i < 10; i++) await readPoolMatchPage(db, companyId, input);
    const rankTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await readPoolMatchPage(db, companyId, input);
      rankTimes.push(performance.now() - t0);
    }
    rankTimes.sort((a, b) => a - b);
    const rankP95 = percentile(rankTimes, 95);
    console.log(
      `Pool ranked for a posting, first page of 20 at ${CANDIDATES.toLocaleString("en")} candidates: p50 ${percentile(rankTimes, 50).toFixed(1)} ms, p95 ${rankP95.toFixed(1)} ms (target < 50 ms: ${rankP95 < 50 ? "met" : "MISSED"})`,
    );
    // The same page ranked by the AI score beside the match (decision 0070), on its own index.
    const byAi = { ...input, rankBy: "ai_score" as const };
    for (let i = 0; i < 10; i++) await readPoolMatchPage(db, companyId, byAi);
    const aiTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await readPoolMatchPage(db, companyId, byAi);
      aiTimes.push(performance.now() - t0);
    }
    aiTimes.sort((a, b) => a - b);
    const aiP95 = percentile(aiTimes, 95);
    console.log(
      `Pool ranked for a posting by AI score, first page of 20: p50 ${percentile(aiTimes, 50).toFixed(1)} ms, p95 ${aiP95.toFixed(1)} ms (target < 50 ms: ${aiP95 < 50 ? "met" : "MISSED"})`,
    );
    const capture = captureQueries(pool);
    await readPoolMatchPage(db, companyId, input);
    await readPoolMatchPage(db, companyId, byAi);
    capture.stop();
    for (const statement of capture.queries) await printPlan(pool, statement);
  } finally {
    await database.close();
  }
}
