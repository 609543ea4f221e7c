import type { CandidateBlindState } from "@shared/companies/blind-review-contracts";
import type { DbOrTx } from "../../../db/client";
import type { AppServices } from "../../../services";
import { blindAlias } from "./alias";
import { blindAliasSecret } from "./alias-secret";
import { companyReviewsBlind } from "./blind-view";
import { isRevealed } from "./reveals";
import { companyScoredOrNoted } from "./scored-or-noted";

/**
 * Blind review as one candidate's page shows it to a company: null when the company does not
 * review blind (or is an admin's null company), else the alias, whether it revealed them, and
 * whether it may (it scored or noted them).
 */
export async function candidateBlindState(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  candidateId: string,
  db: DbOrTx = services.db,
): Promise<CandidateBlindState | null> {
  if (companyId === null || !(await companyReviewsBlind(db, companyId))) return null;
  const [revealed, mayReveal, secret] = await Promise.all([
    isRevealed(db, companyId, candidateId),
    companyScoredOrNoted(db, companyId, candidateId),
    blindAliasSecret(services),
  ]);
  return { alias: blindAlias(secret, companyId, candidateId), revealed, mayReveal };
}

/** The alias to show for the candidate, or null when the state says they are shown. */
export const aliasWhileHidden = (state: CandidateBlindState | null): string | null =>
  state && !state.revealed ? state.alias : null;
