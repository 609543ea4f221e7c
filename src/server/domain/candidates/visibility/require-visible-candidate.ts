import { and, eq, sql } from "drizzle-orm";
import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import type { DbOrTx } from "../../../db/client";
import { candidates, profiles, user } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { profileIdOfReference } from "../../companies/blind-review/profile-reference";
import { requireCompany, type CompanyAccess } from "../../companies/require-company";
import { notFound } from "../../../errors";
import { DELETED_BAN_REASON } from "../own-data/delete-candidate-account";
import { candidateInScope } from "../../companies/assignments/assignment-scope";
import { companyMaySeeCandidate } from "./pool-membership";

export interface VisibleCandidate {
  id: string;
  profileId: string;
  firstName: string;
  email: string;
}

/**
 * The guard of every company endpoint that acts on one candidate (decision 0037): a verified
 * company of the caller's own (admins, who have none, are refused: these endpoints write or
 * describe a company's own data, decision 0010), then a candidate it may see (decision 0021).
 * A candidate who does not exist, deleted their account, or is not visible to the company is
 * the same 404, so nothing is learnt about who is on OneTake.
 * With `may: "applicants"` (team notes) a hiring manager or an interviewer passes too, for a
 * candidate with an application assigned to them (decision 0084); any other is the same 404.
 */
export async function requireVisibleCandidate(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  reference: string,
  db: DbOrTx = services.db,
  may: "pool" | "applicants" = "pool",
): Promise<CompanyAccess & { candidate: VisibleCandidate }> {
  const access = await requireCompany(services, actor, { may, verified: true });
  const profileId = await profileIdOfReference(services, access.company.id, reference);
  const [candidate] = await db
    .select({ id: candidates.id, profileId: profiles.id, firstName: profiles.firstName, email: user.email })
    .from(profiles)
    .innerJoin(candidates, eq(candidates.profileId, profiles.id))
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, profileId), sql`${user.banReason} is distinct from ${DELETED_BAN_REASON}`))
    .limit(1);
  if (
    !candidate ||
    !(await companyMaySeeCandidate(db, access.company.id, candidate.id)) ||
    !(await candidateInScope(db, access.company, candidate.id))
  ) {
    throw notFound(CANDIDATE_NOT_FOUND);
  }
  return { ...access, candidate };
}
