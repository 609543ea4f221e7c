import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../../db/schema";
import { createCompanyMember, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import {
  applyDirectly,
  callAs,
  insertPosting,
  poolCandidate,
  signedInCompany,
} from "../../testing/company-candidate-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/* A decision carries the member who made it, and the team sees who (decision 0082). */
describe.each(testDrivers())("who decided an application, on %s (decision 0082)", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it("names the member whose decision stands, and the one before after an undo", async () => {
    const company = await signedInCompany(t, "verified");
    const recruiter = await createCompanyMember(t.database.db, company, "recruiter", {
      firstName: "Dana",
      lastName: "Kim",
    });
    const recruiterCall = callAs(t, await signIn(t.app, recruiter.email, undefined, uniqueIp()));
    const ownerCall = callAs(t, company.cookie);
    const candidate = await poolCandidate(t);
    const posting = await insertPosting(t.database.db, company.enterpriseId);
    await applyDirectly(t.database.db, candidate.candidateId, posting.id);
    const [application] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobPostingId, posting.id));
    const url = `/api/companies/me/applications/${application!.id}`;
    const decidedBy = async () => {
      const response = await ownerCall("GET", url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().decidedBy;
    };

    expect(await decidedBy()).toBeNull();
    expect((await recruiterCall("PUT", `${url}/decision`, { decision: "hired" })).statusCode).toBe(200);
    expect(await decidedBy()).toBe("Dana Kim");
    const ownerDecision = await ownerCall("PUT", `${url}/decision`, {
      decision: "not_hired",
      reason: "position_filled",
    });
    expect(ownerDecision.statusCode, ownerDecision.body).toBe(200);
    expect(await decidedBy()).toBe(company.input.contactName);
    // The recruiter takes the owner's decision back: the recruiter's stands again.
    expect((await recruiterCall("POST", `${url}/decision/undo`, {})).statusCode).toBe(200);
    expect(await decidedBy()).toBe("Dana Kim");
  });
});
