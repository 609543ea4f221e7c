import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { NETWORK_RUBRIC } from "../src/shared/evaluation/rubric";
import { openPostgres } from "../src/server/db/client";
import { readPoolPage, type PoolPageInput } from "../src/server/domain/candidates/pool/read-pool-page";
import { CANDIDATES, PREFIX, captureQueries, percentile, printPlan, rowsOf, seedPool } from "./pool";
import { assertSchemaMatchesMigrations } from "./schema-drift";

// BENCH_ONLY=transcript-search (bench/run.ts): the pool's search over what candidates said
// (decision 0035) at 100,000 candidates with 7 transcribed answers each, on PostgreSQL. Seeds the
// pool as bench/pool.ts does, then one completed interview per candidate (the network interview
// for the 40% who have one; for the rest an interview for a posting: a third the viewing
// company's, two thirds another company's), a current evaluation of each, 7 answer transcripts
// with word timings, 10% of the interviews re-evaluated (the old evaluation kept, not current)
// and 0.2% of the answers corrected (each answer's search row written by its trigger, migration
// 0032). Times readPoolPage (no page cache) and prints each plan.
// Use a database of its own: DATABASE_URL=postgres://…/bench_transcripts.

const ANSWERS = 7;
const RUNS = Number(process.env.BENCH_POOL_RUNS ?? 50);
const WARMUP = 5;
const TARGET_P95_MS = 50;

/** Everyday answer words: none is in a profile's search document, so a match is spoken only. */
const spokenWords = [
  "honestly",
  "basically",
  "remember",
  "decided",
  "together",
  "quarter",
  "migrated",
  "rollout",
  "incident",
  "latency",
  "dashboard",
  "backlog",
  "stakeholders",
  "deadline",
  "refactored",
  "prototype",
  "feedback",
  "tradeoff",
  "benchmark",
  "onboarding",
  "we",
  "built",
  "the",
  "a",
  "team",
  "then",
  "and",
  "so",
  "it",
  "was",
];

const arrayLiteral = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);

async function seedTranscripts(db: ReturnType<typeof openPostgres>["db"]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.52)`);
    // The interview triggers would refill each candidate's search columns; the pool's seed set them.
    await tx.execute(sql`set local session_replication_role = replica`);
    const company = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from enterprises where profile_id = ${`${PREFIX}company`}`),
    )[0]!.id;
    // A rerun starts over: this seed's postings (their applications and interviews), evaluations and corrections.
    await tx.execute(sql`delete from transcript_corrections where interview_id in (select i.id from interviews i
      join applications a on a.id = i.application_id join candidates c on c.id = a.candidate_id
      where c.profile_id like ${`${PREFIX}%`})`);
    // With the triggers off no delete cascades: the answers' search rows and the answers go
    // first, or they stay behind.
    await tx.execute(sql`delete from answer_search where interview_id in (select i.id from interviews i
      join applications a on a.id = i.application_id join candidates c on c.id = a.candidate_id
      where c.profile_id like ${`${PREFIX}%`})`);
    await tx.execute(sql`delete from answer_transcripts where interview_id in (select i.id from interviews i
      join applications a on a.id = i.application_id join candidates c on c.id = a.candidate_id
      where c.profile_id like ${`${PREFIX}%`})`);
    await tx.execute(sql`delete from evaluations where interview_id in (select i.id from interviews i
      join applications a on a.id = i.application_id join candidates c on c.id = a.candidate_id
      where c.profile_id like ${`${PREFIX}%`})`);
    await tx.execute(sql`delete from interviews where application_id in (select a.id from applications a
      join job_postings p on p.id = a.job_posting_id join enterprises e on e.id = p.enterprise_id
      where e.profile_id like ${`${PREFIX}%`})`);
    await tx.execute(sql`delete from applications where job_posting_id in (select p.id from job_postings p
      join enterprises e on e.id = p.enterprise_id where e.profile_id like ${`${PREFIX}%`})`);
    await tx.execute(
      sql`delete from job_postings where enterprise_id in (select id from enterprises where profile_id like ${`${PREFIX}%`})`,
    );
    await tx.execute(sql`delete from enterprises where profile_id = ${`${PREFIX}other`}`);
    await tx.execute(sql`delete from profiles where id = ${`${PREFIX}other`}`);
    await tx.execute(sql`delete from "user" where id = ${`${PREFIX}other`}`);
    // The search index is built once after the load, as a restore does.
    await tx.execute(sql`drop index if exists answer_search_words_idx`);
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values (${`${PREFIX}other`}, 'Other Company', ${`${PREFIX}other@example.com`}, true, now(), now())
      on conflict do nothing`);
    await tx.execute(sql`
      insert into profiles (id, user_type, first_name, last_name, email)
      values (${`${PREFIX}other`}, 'enterprise', 'Other', 'Company', ${`${PREFIX}other@example.com`})
      on conflict do nothing`);
    const other = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into enterprises (profile_id, company_name, industry, verification_status)
        values (${`${PREFIX}other`}, 'Other Company', 'AI / Machine Learning', 'verified') returning id`),
    )[0]!.id;
    const postings = rowsOf<{ id: string; enterprise_id: string }>(
      await tx.execute(sql`
        insert into job_postings (enterprise_id, title, description, location)
        values (${company}, 'ML Engineer', 'Bench posting.', 'Remote'), (${other}, 'ML Engineer', 'Bench posting.', 'Remote')
        returning id, enterprise_id`),
    );
    const own = postings.find((row) => row.enterprise_id === company)!.id;
    const theirs = postings.find((row) => row.enterprise_id === other)!.id;
    // Candidates without a network interview answered a posting's interview instead.
    await tx.execute(sql`
      with apps as (
        insert into applications (candidate_id, job_posting_id, status)
        select c.id, case when random() < 1.0 / 3 then ${own}::uuid else ${theirs}::uuid end, 'pending'
        from candidates c
        where c.profile_id like ${`${PREFIX}%`} and not c.has_completed_interview
        returning id
      )
      insert into interviews (application_id, completed, completed_at, started_at)
      select id, true, now(), now() from apps`);
    const questions = JSON.stringify(
      Array.from({ length: ANSWERS }, (_, index) => ({
        text: `Question ${index + 1}`,
        type: "open-ended",
        timeLimitSeconds: 120,
      })),
    );
    await tx.execute(sql`
      update interviews i set questions = ${questions}::jsonb,
        question_start_seconds = '[0, 60, 120, 180, 240, 300, 360]'::jsonb, duration_seconds = 420
      from applications a join candidates c on c.id = a.candidate_id
      where a.id = i.application_id and c.profile_id like ${`${PREFIX}%`}`);
    const rubric = JSON.stringify(NETWORK_RUBRIC);
    await tx.execute(sql`
      insert into evaluations (interview_id, status, provider, rubric_version, rubric, is_current, created_at)
      select i.id, 'done', 'openai', ${NETWORK_RUBRIC.version}, ${rubric}::jsonb, true, now()
      from interviews i join applications a on a.id = i.application_id join candidates c on c.id = a.candidate_id
      where c.profile_id like ${`${PREFIX}%`}`);
    // 10% re-evaluated: an older evaluation kept beside the current one, with its own transcripts.
    await tx.execute(sql`
      insert into evaluations (interview_id, status, provider, rubric_version, rubric, is_current, created_at)
      select e.interview_id, 'done', 'openai', e.rubric_version, e.rubric, false, now() - interval '1 day'
      from evaluations e where e.is_current and random() < 0.1`);
    // The answers' own trigger gives each who may find it (migration 0030): triggers back on.
    await tx.execute(sql`set local session_replication_role = origin`);
    // 24 words an answer, one every half second from the question's start. 'rlhf' is said in
    // about 0.1% of answers, 'reward model' in about 1%, the everyday words in many.
    await tx.execute(sql`
      with answers as (
        select e.id as evaluation_id, e.interview_id, q as question_index,
          array(select case
              when w = 7 and random() < 0.001 then 'RLHF'
              when w = 12 and random() < 0.01 then 'reward'
              when w = 13 and random() < 0.5 then 'model'
              else (${arrayLiteral(spokenWords)})[1 + floor(power(random(), 1.3) * ${spokenWords.length})::int] end
            -- 0 * q ties the words to each answer: uncorrelated, the subquery would run once for all.
            from generate_series(1, 24 + 0 * q) as w) as said
        from evaluations e
        join interviews i on i.id = e.interview_id
        join applications a on a.id = i.application_id
        join candidates c on c.id = a.candidate_id
        cross join generate_series(0, ${ANSWERS - 1}) as q
        where c.profile_id like ${`${PREFIX}%`}
      )
      insert into answer_transcripts (evaluation_id, interview_id, question_index, provider, model, rough, text, words)
      select evaluation_id, interview_id, question_index, 'openai', 'bench', false,
        array_to_string(said, ' ') || '.',
        (select jsonb_agg(jsonb_build_object('text', word, 'start', question_index * 60 + (n - 1) * 0.5,
            'end', question_index * 60 + (n - 1) * 0.5 + 0.4) order by n)
          from unnest(said) with ordinality as s(word, n))
      from answers`);
    // 0.2% of the current answers corrected by the candidate.
    await tx.execute(sql`
      insert into transcript_corrections (interview_id, recording_file_id, question_index, text, words)
      select t.interview_id, null, t.question_index, 'Corrected: ' || t.text, t.words
      from answer_transcripts t join evaluations e on e.id = t.evaluation_id and e.is_current
      where random() < 0.002`);
    await tx.execute(
      sql`create index answer_search_words_idx on answer_search using gin (search_vector) where evaluation_current`,
    );
  });
}

export async function benchTranscriptSearch(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("Transcript search bench skipped: it needs PostgreSQL. Set DATABASE_URL to a database of its own.");
    return;
  }
  const database = openPostgres(url, 4);
  if (database.kind !== "postgres") throw new Error("unreachable");
  try {
    await database.migrate();
    await assertSchemaMatchesMigrations(database.db);
    const { db, pool } = database;
    const seeded = await db.execute(sql`select count(*) as n from candidates where profile_id like ${`${PREFIX}%`}`);
    if (Number(rowsOf<{ n: string }>(seeded)[0]?.n) !== CANDIDATES) {
      const started = performance.now();
      await seedPool(db);
      console.log(`Seeded the pool in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const answers = Number(
      rowsOf<{ n: string }>(
        await db.execute(sql`select count(*) as n from answer_transcripts t
          join evaluations e on e.id = t.evaluation_id and e.is_current`),
      )[0]?.n,
    );
    // Answers that all say the same (an earlier seed's mistake) are seeded again.
    const distinct = Number(
      rowsOf<{ n: string }>(
        await db.execute(
          sql`select count(distinct t.text) as n from (select text from answer_transcripts t
          join evaluations e on e.id = t.evaluation_id and e.is_current limit 1000) as t`,
        ),
      )[0]?.n,
    );
    if (answers < CANDIDATES * ANSWERS || distinct < 100) {
      const started = performance.now();
      await seedTranscripts(db);
      console.log(`Seeded the transcripts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await db.execute(sql`vacuum analyze`);
    const counts = rowsOf<Record<string, string>>(
      await db.execute(sql`select
        (select count(*) from answer_transcripts) as transcripts,
        (select count(*) from answer_transcripts t join evaluations e on e.id = t.evaluation_id and e.is_current) as current,
        (select count(*) from transcript_corrections) as corrections,
        (select count(*) from answer_search where search_vector @@ to_tsquery('english', 'rlhf')) as rlhf`),
    )[0]!;
    console.log(
      `${CANDIDATES.toLocaleString("en")} candidates; ${Number(counts.transcripts).toLocaleString("en")} answer transcripts (${Number(counts.current).toLocaleString("en")} of current evaluations), ${counts.corrections} corrections; 'rlhf' said in ${counts.rlhf} answers`,
    );
    const companyId = String(
      rowsOf<{ id: string }>(
        await db.execute(sql`select id from enterprises where profile_id = ${`${PREFIX}company`}`),
      )[0]?.id,
    );

    const base: PoolPageInput = { skills: [], hasInterview: false, cursor: null, pageSize: 20 };
    const cases: { name: string; input: PoolPageInput; target: boolean }[] = [
      { name: "spoken only: 'RLHF'", input: { ...base, search: "RLHF" }, target: true },
      { name: "spoken + skill: 'rlhf' + Python", input: { ...base, search: "rlhf", skills: ["Python"] }, target: true },
      { name: "spoken phrase: 'reward model'", input: { ...base, search: "reward model" }, target: true },
      { name: "spoken, typed: 'reward mod'", input: { ...base, search: "reward mod" }, target: true },
      { name: "profile + spoken: 'engineer'", input: { ...base, search: "engineer" }, target: false },
      { name: "everyday spoken word: 'stakeholders'", input: { ...base, search: "stakeholders" }, target: false },
    ];

    const captured = captureQueries(pool);
    const results: { name: string; p50: number; p95: number; total: string; hits: number; target: boolean }[] = [];
    for (const each of cases) {
      let page = await readPoolPage(db, companyId, each.input);
      for (let i = 1; i < WARMUP; i++) await readPoolPage(db, companyId, each.input);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        page = await readPoolPage(db, companyId, each.input);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const total = `${page.total.toLocaleString("en")}${page.totalIsLowerBound ? "+" : ""}`;
      const hits = page.items.filter((item) => item.spokenHit).length;
      results.push({
        name: each.name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        total,
        hits,
        target: each.target,
      });
      captured.queries.length = 0;
      await readPoolPage(db, companyId, each.input);
      const statements = [...captured.queries];
      console.log(
        `\n== ${each.name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${page.items.length} rows of ${total}, ${hits} with a spoken hit`,
      );
      const example = page.items.find((item) => item.spokenHit)?.spokenHit;
      if (example) console.log(`  e.g. “${example.sentence}” at ${example.startSeconds} s`);
      for (const statement of statements) await printPlan(pool, statement);
    }
    captured.stop();

    const load = (await import("node:os")).loadavg()[0]!.toFixed(1);
    console.log(
      `\nPool search over transcripts at ${CANDIDATES.toLocaleString("en")} candidates × ${ANSWERS} answers, ${RUNS} runs each (PostgreSQL, readPoolPage without the page cache, load average ${load}):`,
    );
    for (const row of results) {
      const verdict = row.target
        ? row.p95 <= TARGET_P95_MS
          ? "within the 50 ms target"
          : "MISSES the 50 ms target"
        : "(no target: broad)";
      console.log(
        `  ${row.name.padEnd(40)} p50 ${row.p50.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms   total ${row.total.padStart(6)}   ${verdict}`,
      );
    }
  } finally {
    await database.close();
  }
}
