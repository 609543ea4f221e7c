import { blindReviewMessages } from "@shared/companies/blind-review-contracts";
import type { DbOrTx } from "../../../db/client";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { forbidden } from "../../../errors";
import { companyReviewsBlind } from "./blind-view";
import { isRevealed } from "./reveals";

/**
 * Refuses what would show who a candidate is (their resume) to a blind-review company that has
 * not revealed them. companyId null (an admin) always passes.
 */
export async function requireShownToCompany(db: DbOrTx, companyId: string | null, candidateId: string): Promise<void> {
  if (companyId === null || !(await companyReviewsBlind(db, companyId))) return;
  if (!(await isRevealed(db, companyId, candidateId))) throw forbidden(blindReviewMessages.resumeHidden);
}

/** Whether the candidate is hidden from the company right now (blind review on, no reveal). */
export async function hiddenFromCompany(db: DbOrTx, companyId: string, candidateId: string): Promise<boolean> {
  return (await companyReviewsBlind(db, companyId)) && !(await isRevealed(db, companyId, candidateId));
}

/**
 * Whether the caller is a company that has the candidate hidden: for reads that serve candidates,
 * companies and admins alike (an interview's media), where only a company's view changes.
 */
export async function hiddenFromCaller(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  candidateId: string,
): Promise<boolean> {
  if (!actor || actor.userType !== "enterprise" || actor.isAdmin) return false;
  const { company } = await services.sessions.accountOf(actor);
  return company !== null && (await hiddenFromCompany(services.db, company.id, candidateId));
}
