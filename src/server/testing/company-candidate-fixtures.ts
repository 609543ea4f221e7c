import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { Db } from "../db/client";
import { applications, candidates, jobPostings } from "../db/schema";
import { STRONG_PASSWORD, createCandidate, createCompany, signIn, uniqueIp } from "./accounts-fixtures";
import { attachCandidateResume } from "./candidate-fixtures";
import { injectAs, type TestMethod } from "./inject-as";
import type { TestApp } from "./test-app";

/** A posting of a company, written straight to the database (active and public unless said). */
export async function insertPosting(
  db: Db,
  enterpriseId: string,
  values: Partial<typeof jobPostings.$inferInsert> = {},
): Promise<{ id: string; title: string }> {
  const [row] = await db
    .insert(jobPostings)
    .values({ enterpriseId, title: "Platform Engineer", description: "Builds things.", location: "Remote", ...values })
    .returning({ id: jobPostings.id, title: jobPostings.title });
  return row!;
}

/** A candidate the pool shows every company (a resume, e-mail verified), with a session. */
export async function poolCandidate(t: TestApp, hidden = false) {
  const account = await createCandidate(t.database.db, {}, { emailVerified: true });
  const [row] = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.profileId, account.userId));
  await attachCandidateResume(t.database.db, row!.id);
  if (hidden) {
    await t.database.db.update(candidates).set({ employerVisibility: "hidden" }).where(eq(candidates.id, row!.id));
  }
  const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
  return { ...account, candidateId: row!.id, cookie };
}

/** A company in the given state, signed in. */
export async function signedInCompany(t: TestApp, status: "pending" | "verified", companyName?: string) {
  const company = await createCompany(t.database.db, companyName ? { companyName } : {}, {
    emailVerified: true,
    status,
  });
  const cookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
  return { ...company, cookie };
}

export type SignedInCompany = Awaited<ReturnType<typeof signedInCompany>>;
export type PoolCandidate = Awaited<ReturnType<typeof poolCandidate>>;

export async function applyDirectly(db: Db, candidateId: string, jobPostingId: string): Promise<void> {
  await db.insert(applications).values({ candidateId, jobPostingId, status: "pending" });
}

/** A request as a caller (no cookie: signed out), from its own address. */
export function callAs(t: TestApp, cookie: string | undefined) {
  return (method: TestMethod, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    injectAs(t, method, url, cookie, payload);
}
