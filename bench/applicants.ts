import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { applicantSorts, postingApplicantsQuerySchema } from "../src/shared/applications/company-application-contracts";
import { openPostgres, type Db } from "../src/server/db/client";
import { loadConfig } from "../src/server/config";
import { listPostingApplicants } from "../src/server/domain/applications/list-posting-applicants";
import type { Actor } from "../src/server/plugins/auth/actor";
import type { SessionResolver } from "../src/server/plugins/auth/session-resolver";
import { assertSchemaMatchesMigrations } from "./schema-drift";

// BENCH_ONLY=applicants (bench/run.ts): the applicants list of one posting with 5,000 applicants
// on PostgreSQL (DATABASE_URL), through the same domain function the endpoint calls. Seeds its own
// company, posting and applicants by bulk SQL (a run id keeps runs apart), then prints p50/p95 of
// page 1 and a deep page for each sort and a filter, and each plan's index use.

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const PAGE_SIZE = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One company, one posting and APPLICANTS verified candidates who applied, half with a started or finished interview. */
async function seed(db: Db, runId: string) {
  const started = performance.now();
  const owner = `bench-company-${runId}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into "user" (id, name, email, email_verified, user_type)
      values (${owner}, 'Bench Company', ${`${owner}@bench.test`}, true, 'enterprise')`);
    await tx.execute(sql`insert into profiles (id, user_type, first_name, last_name, email)
      values (${owner}, 'enterprise', 'Bench', 'Company', ${`${owner}@bench.test`})`);
    await tx.execute(sql`insert into enterprises (profile_id, company_name, verification_status)
      values (${owner}, ${`Bench ${runId}`}, 'verified')`);
    await tx.execute(sql`insert into job_postings (enterprise_id, title, description, location)
      select id, 'Bench posting', 'Five thousand applicants.', 'Remote' from enterprises where profile_id = ${owner}`);
    await tx.execute(sql`insert into "user" (id, name, email, email_verified, user_type)
      select 'bench-' || ${runId} || '-' || n, 'Applicant ' || n, 'bench-' || ${runId} || '-' || n || '@bench.test', true, 'candidate'
      from generate_series(1, ${APPLICANTS}) n`);
    await tx.execute(sql`insert into profiles (id, user_type, first_name, last_name, email)
      select 'bench-' || ${runId} || '-' || n, 'candidate', (array['Ada','Bob','Cy','Dee','Eve','Fay'])[1 + n % 6] || n,
        'Applicant', 'bench-' || ${runId} || '-' || n || '@bench.test'
      from generate_series(1, ${APPLICANTS}) n`);
    await tx.execute(sql`insert into candidates (profile_id, title)
      select 'bench-' || ${runId} || '-' || n, 'Engineer ' || (n % 40) from generate_series(1, ${APPLICANTS}) n`);
    // Every candidate's network application, as registration makes one; then the applications.
    await tx.execute(sql`insert into applications (candidate_id, status, created_at)
      select c.id, 'completed', now() - interval '30 days' from candidates c where c.profile_id like ${`bench-${runId}-%`}`);
    await tx.execute(sql`insert into applications (candidate_id, job_posting_id, status, created_at)
      select c.id, p.id, (array['pending','interview_scheduled','completed','reviewed','rejected','hired'])[1 + (row_number() over ()) % 6],
        now() - (row_number() over ()) * interval '1 minute'
      from candidates c, job_postings p join enterprises e on e.id = p.enterprise_id
      where c.profile_id like ${`bench-${runId}-%`} and e.profile_id = ${owner}`);
    // Half of them recorded their network interview (finished or started).
    await tx.execute(sql`insert into interviews (application_id, completed, started_at, completed_at)
      select a.id, random() < 0.7, now(), null
      from applications a join candidates c on c.id = a.candidate_id
      where c.profile_id like ${`bench-${runId}-%`} and a.job_posting_id is null and random() < 0.5`);
    await tx.execute(sql`analyze applications; analyze interviews; analyze candidates; analyze profiles`);
  });
  const rows = (await db.execute(
    sql`select p.id as posting, e.id as company, e.company_name as name from job_postings p
      join enterprises e on e.id = p.enterprise_id where e.profile_id = ${owner}`,
  )) as unknown as { rows: { posting: string; company: string; name: string }[] };
  const ids = rows.rows[0]!;
  console.log(`Seeded ${APPLICANTS} applicants in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { owner, ...ids };
}

export async function benchApplicants(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("Applicants benchmark skipped: it runs on PostgreSQL only (set DATABASE_URL).");
    return;
  }
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    await assertSchemaMatchesMigrations(database.db);
    const { db } = database;
    const runId = randomBytes(4).toString("hex");
    const { owner, posting, company, name } = await seed(db, runId);
    const actor: Actor = {
      userId: owner,
      email: `${owner}@bench.test`,
      name: "Bench Company",
      emailVerified: true,
      userType: "enterprise",
      isAdmin: false,
      sessionId: "bench",
    };
    // The session path's cached company facts, as requireCompany reads them.
    const sessions = {
      accountOf: async () => ({
        profile: null,
        company: {
          id: company,
          companyName: name,
          verificationStatus: "verified" as const,
          verificationNote: null,
          // An Owner (decision 0082) with a membership id of their own; no assignments or scorecards.
          memberId: "00000000-0000-4000-8000-000000000001",
          role: "owner" as const,
        },
      }),
    } as unknown as SessionResolver;
    // Blind review reads the alias key from the config (it is off for this company).
    const config = loadConfig();
    const deepPage = Math.floor(APPLICANTS / PAGE_SIZE) - 1;
    const cases = [
      ...applicantSorts.flatMap((sort) => [
        { label: `${sort}, page 1`, query: { sort, page: 1 } },
        { label: `${sort}, page ${deepPage}`, query: { sort, page: deepPage } },
      ]),
      { label: "interview completed, page 1", query: { interview: "completed", page: 1 } },
      { label: "status hired, newest, page 1", query: { status: "hired", page: 1 } },
    ];
    console.log(`\nApplicants list of one posting (${APPLICANTS} applicants, ${RUNS} runs each):`);
    for (const { label, query } of cases) {
      const parsed = postingApplicantsQuerySchema.parse({ ...query, pageSize: PAGE_SIZE });
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        await listPostingApplicants({ db, sessions, config }, actor, { postingId: posting, query: parsed });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    await printPlans(db, posting);
  } finally {
    await database.close();
  }
}

/** EXPLAIN (ANALYZE) of each page query as the domain function builds it: which indexes it used, and its time. */
async function printPlans(db: Db, posting: string) {
  const orderBy: Record<string, string> = {
    "newest, deep page": "a.created_at desc, a.id desc",
    "name, deep page": "lower(p.first_name), lower(p.last_name), a.id",
    "status, deep page": "a.status, a.created_at desc, a.id desc",
  };
  const plans: Record<string, ReturnType<typeof sql>> = {};
  for (const [label, order] of Object.entries(orderBy)) {
    plans[label] = sql`select a.id, p.first_name, p.last_name, c.title, a.status from applications a
      join candidates c on c.id = a.candidate_id join profiles p on p.id = c.profile_id
      where a.job_posting_id = ${posting} order by ${sql.raw(order)} limit 20 offset 4960`;
  }
  plans["status hired, page 1"] = sql`select a.id from applications a
    where a.job_posting_id = ${posting} and a.status = 'hired' order by a.created_at desc, a.id desc limit 20`;
  plans["interview completed, count"] = sql`select count(*) from applications a
    left join interviews oi on oi.application_id = a.id
    left join applications na on na.candidate_id = a.candidate_id and na.job_posting_id is null
    left join interviews ni on ni.application_id = na.id
    where a.job_posting_id = ${posting}
      and coalesce(case when oi.id is not null then oi.completed else ni.completed end, false) = true`;
  console.log("\nQuery plans (index use):");
  for (const [label, query] of Object.entries(plans)) {
    const plan = (await db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    const lines = plan.rows.map((row) => row["QUERY PLAN"]);
    const indexes = [
      ...new Set(
        lines.flatMap((line) =>
          [...line.matchAll(/(?:Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g)].map((m) => m[1]),
        ),
      ),
    ];
    const seqScans = lines.filter((line) => /Seq Scan/.test(line)).map((line) => line.trim());
    const time = lines.find((line) => line.startsWith("Execution Time")) ?? "";
    console.log(`  ${label}: indexes ${indexes.join(", ") || "none"}; ${time}`);
    for (const scan of seqScans) console.log(`    ${scan}`);
  }
}
