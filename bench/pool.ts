import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { openPostgres } from "../src/server/db/client";
import { encodePoolCursor } from "../src/server/domain/candidates/pool/pool-cursor";
import { readPoolPage, type PoolPageInput } from "../src/server/domain/candidates/pool/read-pool-page";
import { assertSchemaMatchesMigrations } from "./schema-drift";

// BENCH_ONLY=pool (bench/run.ts): the candidate pool's queries at 100,000 candidates on
// PostgreSQL (decision 0035). Seeds with bulk SQL (generate_series) once per database, ANALYZEs,
// then times readPoolPage (the domain read without the page cache) and prints each statement's
// plan. Use a database of its own: DATABASE_URL=postgres://…/bench_pool.

export const CANDIDATES = Number(process.env.BENCH_POOL_CANDIDATES ?? 100_000);
const RUNS = Number(process.env.BENCH_POOL_RUNS ?? 50);
const WARMUP = 5;
const PAGE_SIZE = 20;
const DEEP_PAGE = 2_000;
export const PREFIX = "bench-pool-";

const firstNames = [
  "Ada",
  "Alan",
  "Grace",
  "Linus",
  "Barbara",
  "Edsger",
  "Margaret",
  "Donald",
  "Frances",
  "John",
  "Katherine",
  "Dennis",
  "Radia",
  "Ken",
  "Sophie",
  "Tim",
  "Hedy",
  "Guido",
  "Anita",
  "Bjarne",
  "Mary",
  "James",
  "Priya",
  "Wei",
  "Fatima",
  "Carlos",
  "Yuki",
  "Olga",
  "Kwame",
  "Elena",
];
const lastNames = [
  "Lovelace",
  "Turing",
  "Hopper",
  "Torvalds",
  "Liskov",
  "Dijkstra",
  "Hamilton",
  "Knuth",
  "Allen",
  "McCarthy",
  "Johnson",
  "Ritchie",
  "Perlman",
  "Thompson",
  "Wilson",
  "Berners-Lee",
  "Lamarr",
  "Rossum",
  "Borg",
  "Stroustrup",
  "Shaw",
  "Gosling",
  "Patel",
  "Zhang",
  "Haddad",
  "Garcia",
  "Tanaka",
  "Ivanova",
];
const titles = [
  "Software Engineer",
  "Senior Software Engineer",
  "Data Scientist",
  "Machine Learning Engineer",
  "Frontend Developer",
  "Backend Developer",
  "Full Stack Developer",
  "DevOps Engineer",
  "Product Manager",
  "Data Engineer",
  "QA Engineer",
  "Site Reliability Engineer",
  "Mobile Developer",
  "Security Engineer",
  "Engineering Manager",
  "UX Designer",
  "Data Analyst",
  "Cloud Architect",
  "Solutions Architect",
  "Research Scientist",
];
const skills = [
  "JavaScript",
  "TypeScript",
  "Python",
  "SQL",
  "React",
  "Node.js",
  "Java",
  "AWS",
  "Docker",
  "Kubernetes",
  "Go",
  "C#",
  "PostgreSQL",
  "Git",
  "Linux",
  "Terraform",
  "GraphQL",
  "Rust",
  "PyTorch",
  "TensorFlow",
  "Pandas",
  "Spark",
  "Kafka",
  "Redis",
  "Vue",
  "Angular",
  "Swift",
  "Kotlin",
  "Figma",
  "Scala",
  "Airflow",
  "dbt",
  "Snowflake",
  "Elasticsearch",
  "Django",
  "Flask",
  "Spring",
  "Ruby",
  "Rails",
  "PHP",
  "Laravel",
  "C++",
  "CUDA",
  "LLMs",
  "RAG",
  "MLOps",
  "Azure",
  "GCP",
  "Ansible",
  "Jenkins",
];
const cities = [
  "London, UK",
  "Berlin, Germany",
  "Lisbon, Portugal",
  "Paris, France",
  "Amsterdam, Netherlands",
  "New York, USA",
  "San Francisco, USA",
  "Toronto, Canada",
  "Bangalore, India",
  "Singapore",
  "Sydney, Australia",
  "Madrid, Spain",
  "Warsaw, Poland",
  "Stockholm, Sweden",
  "Dublin, Ireland",
  "Austin, USA",
  "Tokyo, Japan",
  "Nairobi, Kenya",
  "São Paulo, Brazil",
  "Remote",
];
const bioWords = [
  "building",
  "scalable",
  "systems",
  "data",
  "pipelines",
  "teams",
  "customers",
  "product",
  "platform",
  "distributed",
  "services",
  "mentoring",
  "reliable",
  "analytics",
  "models",
  "cloud",
  "infrastructure",
  "design",
  "testing",
  "performance",
  "security",
  "automation",
  "research",
  "delivery",
  "growth",
];

/** A text[] literal for the seeding SQL (bench's own constants: no user input). */
const arrayLiteral = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);

interface Case {
  name: string;
  input: PoolPageInput;
}

/** node-postgres's rows (the domain's Db type leaves execute's result unknown). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The middle of unsorted figures (p50). */
export const median = (figures: number[]): number =>
  percentile(
    [...figures].sort((a, b) => a - b),
    50,
  );

export async function benchPool(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("Pool bench skipped: it needs PostgreSQL. Set DATABASE_URL to a database of its own, e.g.");
    console.log("  DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench_pool BENCH_ONLY=pool npm run bench");
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
      console.log(
        `Seeded ${CANDIDATES.toLocaleString("en")} candidates in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      console.log(`Using the ${CANDIDATES.toLocaleString("en")} candidates seeded before.`);
    }
    // The GIN indexes have fastupdate off (decision 0035): nothing waits in a pending list.
    await db.execute(sql`vacuum analyze candidates`);
    await db.execute(sql`analyze`);
    const companyId = String(
      rowsOf<{ id: string }>(
        await db.execute(sql`select id from enterprises where profile_id = ${`${PREFIX}company`}`),
      )[0]?.id,
    );

    const base: PoolPageInput = { skills: [], hasInterview: false, cursor: null, pageSize: PAGE_SIZE };
    // The keyset cursor that starts the equivalent of page 2,000 (position 39,980) of the plain list.
    const deepFirst = await readPoolPage(db, companyId, base);
    let deepCursor = deepFirst.nextCursor;
    const position = (DEEP_PAGE - 1) * PAGE_SIZE;
    const deepRow = await db.execute(sql`
      select c.created_at::text as at, c.id from candidates c join "user" u on u.id = c.profile_id
      where u.email_verified and not coalesce(u.banned, false)
        and (c.resume_file_id is not null or c.has_completed_interview) and c.employer_visibility = 'all'
      order by c.created_at desc, c.id desc offset ${position - 1} limit 1`);
    const deep = rowsOf<{ at: string; id: string }>(deepRow)[0];
    if (deep) deepCursor = encodePoolCursor({ kind: "keyset", direction: "after", at: deep.at, id: deep.id });

    const cases: Case[] = [
      {
        name: "text + skill: 'machine learning' + PyTorch",
        input: { ...base, search: "machine learning", skills: ["PyTorch"] },
      },
      { name: "text + skill, prefix: 'data eng' + Python", input: { ...base, search: "data eng", skills: ["Python"] } },
      { name: "common word: 'engineer'", input: { ...base, search: "engineer" } },
      { name: "common word in the bio: 'systems'", input: { ...base, search: "systems" } },
      { name: "fuzzy fallback: 'Lovelase'", input: { ...base, search: "Lovelase" } },
      { name: "plain list, page 1", input: base },
      {
        name: `plain list, page ${DEEP_PAGE.toLocaleString("en")} (keyset)`,
        input: { ...base, cursor: deepCursor ? JSON.parse(Buffer.from(deepCursor, "base64url").toString()) : null },
      },
      { name: "filters: senior + has interview", input: { ...base, experience: "senior", hasInterview: true } },
      {
        name: "filters: location 'berlin' + skills Python, SQL",
        input: { ...base, location: "berlin", skills: ["Python", "SQL"] },
      },
      { name: "filters: pipeline status shortlisted", input: { ...base, pipelineStatus: "shortlisted" } },
      { name: "filters: skill CUDA + executive", input: { ...base, skills: ["CUDA"], experience: "executive" } },
    ];

    const captured = captureQueries(pool);
    const results: { name: string; p50: number; p95: number; total: string }[] = [];
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
      results.push({ name: each.name, p50: percentile(times, 50), p95: percentile(times, 95), total });
      captured.queries.length = 0;
      await readPoolPage(db, companyId, each.input);
      const statements = [...captured.queries];
      console.log(
        `\n== ${each.name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${page.items.length} rows of ${total}`,
      );
      for (const statement of statements) await printPlan(pool, statement);
    }
    captured.stop();

    console.log(
      `\nCandidate pool at ${CANDIDATES.toLocaleString("en")} candidates, ${RUNS} runs each (PostgreSQL, readPoolPage without the page cache):`,
    );
    for (const row of results) {
      console.log(
        `  ${row.name.padEnd(52)} p50 ${row.p50.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms   total ${row.total}`,
      );
    }
  } finally {
    await database.close();
  }
}

interface Statement {
  text: string;
  values: unknown[];
}

/** Records the statements drizzle sends, to EXPLAIN them afterwards with the same values. */
export function captureQueries(pool: pg.Pool): { queries: Statement[]; stop(): void } {
  const queries: Statement[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const replacement = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === "string") queries.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      queries.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return original(...args);
  };
  Object.assign(pool, { query: replacement });
  return { queries, stop: () => Object.assign(pool, { query: original }) };
}

export async function printPlan(pool: pg.Pool, statement: Statement): Promise<void> {
  const result = await pool.query<{ "QUERY PLAN": string }>(
    `explain (analyze, buffers) ${statement.text}`,
    statement.values,
  );
  const lines = result.rows.map((row) => row["QUERY PLAN"]);
  // Index use and the timing: the lines that say how rows were found (FULL_PLAN=1: every line).
  const shown = lines.filter((line) =>
    /Index|Bitmap|Seq Scan|Execution Time|Limit|Sort Method|Recheck|Filter:/.test(line),
  );
  const kind = statement.text.includes("count(") && !statement.text.includes("over ()") ? "count" : "page";
  console.log(`  -- ${kind} statement:`);
  for (const line of process.env.FULL_PLAN ? lines : shown.slice(0, 24)) console.log(`  ${line}`);
}

/**
 * The profile's skills with years (candidate_skills, which the match score reads), one row for
 * each name in candidates.skills as writeCandidateSkills keeps them, 0 to 9 years each.
 */
export async function seedCandidateSkills(db: Pick<ReturnType<typeof openPostgres>["db"], "execute">): Promise<void> {
  await db.execute(sql`
    insert into candidate_skills (candidate_id, skill_name, years_experience)
    select c.id, s.name, floor(random() * 10)::int
    from candidates c cross join lateral unnest(c.skills) as s(name)
    where c.profile_id like ${`${PREFIX}%`}`);
}

export async function seedPool(db: ReturnType<typeof openPostgres>["db"]): Promise<void> {
  await db.transaction(async (tx) => {
    // A bulk load builds the search indexes once at the end (as a restore does), from their own
    // definitions, instead of updating them row by row.
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
        select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'candidates' and indexname like 'candidates\_%\_idx'`),
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await tx.execute(sql`delete from "user" where id like ${`${PREFIX}%`}`);
    await tx.execute(sql`delete from files where storage_key = ${`${PREFIX}resume.pdf`}`);
    // A bulk load announces nothing (no server listens) and fires the per-row search trigger only.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`alter table candidates disable trigger candidate_changed_notify`);
    // Random but repeatable distributions.
    await tx.execute(sql`select setseed(0.35)`);
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, banned, created_at, updated_at)
      select ${PREFIX} || g, 'Bench ' || g, ${PREFIX} || g || '@example.com', random() < 0.97, random() < 0.01, now(), now()
      from generate_series(1, ${CANDIDATES}) as g`);
    await tx.execute(sql`
      insert into profiles (id, user_type, first_name, last_name, email, bio, location)
      select ${PREFIX} || g, 'candidate',
        (${arrayLiteral(firstNames)})[1 + floor(random() * ${firstNames.length})::int],
        (${arrayLiteral(lastNames)})[1 + floor(random() * ${lastNames.length})::int],
        ${PREFIX} || g || '@example.com',
        'Experienced in ' || (select string_agg((${arrayLiteral(bioWords)})[1 + floor(random() * ${bioWords.length})::int], ' ')
          from generate_series(1, 12 + (g % 3)) as w) || ' with a focus on delivery.',
        (${arrayLiteral(cities)})[1 + floor(power(random(), 1.5) * ${cities.length})::int]
      from generate_series(1, ${CANDIDATES}) as g`);
    const [file] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into files (kind, storage_key, content_type, byte_size)
        values ('resume', ${`${PREFIX}resume.pdf`}, 'application/pdf', 100) returning id`),
    );
    await tx.execute(sql`set local session_replication_role = origin`);
    // Skills skewed towards the first of the list (squared random index): a few common, many rare.
    await tx.execute(sql`
      insert into candidates (profile_id, title, skills, experience_years, resume_file_id,
        employer_visibility, visible_industries, created_at, has_completed_interview)
      select ${PREFIX} || g,
        (${arrayLiteral(titles)})[1 + floor(power(random(), 2) * ${titles.length})::int],
        array(select distinct (${arrayLiteral(skills)})[1 + floor(power(random(), 2) * ${skills.length})::int]
          from generate_series(1, 3 + (g % 6)) as s),
        floor(random() * 16)::int,
        case when random() < 0.7 then ${file?.id}::uuid end,
        case when random() < 0.9 then 'all' when random() < 0.5 then 'industries' else 'hidden' end,
        array['AI / Machine Learning'],
        now() - make_interval(secs => (${CANDIDATES} - g) * 900 + floor(random() * 600)),
        g % 5 < 2
      from generate_series(1, ${CANDIDATES}) as g`);
    await seedCandidateSkills(tx);
    // Completed network interviews for the 40% flagged above: the flag is what the interview
    // trigger would set, whose per-row work is skipped for this bulk insert only.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with apps as (
        insert into applications (candidate_id)
        select id from candidates where profile_id like ${`${PREFIX}%`} and has_completed_interview returning id
      )
      insert into interviews (application_id, completed, completed_at, started_at)
      select id, true, now(), now() from apps`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`alter table candidates enable trigger candidate_changed_notify`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    // The viewing company, and its pipeline statuses for 3% of the candidates.
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values (${`${PREFIX}company`}, 'Bench Company', ${`${PREFIX}company@example.com`}, true, now(), now())`);
    await tx.execute(sql`
      insert into profiles (id, user_type, first_name, last_name, email)
      values (${`${PREFIX}company`}, 'enterprise', 'Bench', 'Company', ${`${PREFIX}company@example.com`})`);
    await tx.execute(sql`
      insert into enterprises (profile_id, company_name, industry, verification_status)
      values (${`${PREFIX}company`}, 'Bench Company', 'AI / Machine Learning', 'verified')`);
    await tx.execute(sql`
      insert into candidate_pipeline_statuses (enterprise_id, candidate_id, status)
      select e.id, c.id, (array['interviewed','shortlisted','contacted'])[1 + floor(random() * 3)::int]
      from candidates c, enterprises e
      where e.profile_id = ${`${PREFIX}company`} and c.profile_id like ${`${PREFIX}%`} and random() < 0.03`);
  });
}
