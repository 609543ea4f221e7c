import { and, eq } from "drizzle-orm";
import { APPLICATION_NOT_FOUND } from "@shared/applications/contracts";
import type { DbOrTx } from "../../db/client";
import { applications, candidates, jobPostings, profiles } from "../../db/schema";
import { assignmentMessages } from "@shared/companies/assignment-contracts";
import { forbidden, notFound } from "../../errors";
import { applicationInScope, type MemberFacts } from "../companies/assignments/assignment-scope";
import type { CompanyFacts } from "../companies/require-company";

/**
 * An application to one of the company's own postings, with who applied and where; anyone
 * else's, like an unknown id, is the same 404. `forUpdate` locks the row for a decision.
 * It takes the caller's company facts, not only the id, so that what the member's role and
 * assignments open (decision 0084) is decided in this one place: a hiring manager's application
 * on a posting not assigned to them (unless the application is), or an interviewer's not assigned
 * to them, is the same 404; `forDecision` narrows a hiring manager to their postings.
 */
export async function loadCompanyApplication(
  db: DbOrTx,
  company: Pick<CompanyFacts, "id" | "memberId" | "role">,
  applicationId: string,
  options: { forUpdate?: boolean; forDecision?: boolean } = {},
) {
  const query = db
    .select({
      application: applications,
      posting: { id: jobPostings.id, title: jobPostings.title },
      profile: profiles,
      candidate: candidates,
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(jobPostings.enterpriseId, company.id),
        applicationInScope(company, options),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update", { of: applications }) : await query;
  if (!row) {
    // Assigned to score it but not on its posting: they know it exists, and are told why not.
    if (options.forDecision && (await opensApplication(db, company, applicationId))) {
      throw forbidden(assignmentMessages.decideOnOwnPostings);
    }
    throw notFound(APPLICATION_NOT_FOUND);
  }
  return row;
}

async function opensApplication(db: DbOrTx, company: MemberFacts, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(
      and(eq(applications.id, applicationId), eq(jobPostings.enterpriseId, company.id), applicationInScope(company)),
    )
    .limit(1);
  return row !== undefined;
}
