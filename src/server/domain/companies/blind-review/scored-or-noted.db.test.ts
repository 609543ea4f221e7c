import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { candidates, evaluationOverrides } from "../../../db/schema";
import { createCandidate, createCompany, createCompanyMember } from "../../../testing/accounts-fixtures";
import { insertCompletedInterview, networkApplication, seedEvaluation } from "../../../testing/evaluation-fixtures";
import { createTestDatabase, testDrivers } from "../../../testing/test-database";
import type { DatabaseHandle } from "../../../db/client";
import { companyScoredOrNoted } from "./scored-or-noted";

/* A score set by any member of the company counts as the company having judged the candidate (decision 0082). */
describe.each(testDrivers())("a company's scores that allow a reveal, on %s", (driver) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  it("counts an override by any of its members, and none by another company's", async () => {
    const { db } = database;
    const company = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const other = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const recruiter = await createCompanyMember(db, company, "recruiter");
    const candidate = await createCandidate(db, {}, { emailVerified: true });
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.profileId, candidate.userId));
    const candidateId = row!.id;
    const interviewId = await insertCompletedInterview(db, await networkApplication(db, candidateId));
    const evaluationId = await seedEvaluation(db, interviewId);
    const override = (byUserId: string) =>
      db
        .insert(evaluationOverrides)
        .values({ evaluationId, score: 3, reason: "Heard it differently.", byUserId, byName: "X" });

    await override(other.userId);
    expect(await companyScoredOrNoted(db, company.enterpriseId, candidateId)).toBe(false);
    await override(recruiter.userId);
    expect(await companyScoredOrNoted(db, company.enterpriseId, candidateId)).toBe(true);
  });
});
