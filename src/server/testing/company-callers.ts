import { createCandidate, signIn, signInDevAdmin, STRONG_PASSWORD, uniqueIp } from "./accounts-fixtures";
import { poolCandidate, signedInCompany } from "./company-candidate-fixtures";
import type { TestApp } from "./test-app";

/**
 * The callers a company endpoint's test asks in turn, each signed in: two verified companies (A
 * and B), a pending company, a candidate and the admin. `poolCandidate` gives the candidate a
 * resume, so the pool shows them to every verified company.
 */
export async function signedInCallers(
  t: TestApp,
  options: { names?: { companyA?: string; companyB?: string; pending?: string }; poolCandidate?: boolean } = {},
) {
  const names = options.names ?? {};
  const candidate = options.poolCandidate ? await poolCandidate(t) : await signedInCandidate(t);
  const pending = await signedInCompany(t, "pending", names.pending);
  const companyA = await signedInCompany(t, "verified", names.companyA);
  const companyB = await signedInCompany(t, "verified", names.companyB);
  const adminCookie = await signInDevAdmin(t.app);
  return {
    candidate,
    pending,
    companyA,
    companyB,
    adminCookie,
    cookies: {
      candidate: candidate.cookie,
      pending: pending.cookie,
      companyA: companyA.cookie,
      companyB: companyB.cookie,
      admin: adminCookie,
    },
  };
}

async function signedInCandidate(t: TestApp) {
  const account = await createCandidate(t.database.db, {}, { emailVerified: true });
  return { ...account, cookie: await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()) };
}
