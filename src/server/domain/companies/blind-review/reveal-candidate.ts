import { eq } from "drizzle-orm";
import { blindReviewMessages, type CandidateBlindState } from "@shared/companies/blind-review-contracts";
import { blindReveals, enterprises } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { recordAudit } from "../../admin/record-audit";
import { requireVisibleCandidate } from "../../candidates/visibility/require-visible-candidate";
import { conflict } from "../../../errors";
import { blindAlias } from "./alias";
import { blindAliasSecret } from "./alias-secret";
import { companyScoredOrNoted } from "./scored-or-noted";

/**
 * Reveals one candidate to the caller's blind-review company, once it has scored or noted them.
 * The reveal and its audit entry are written in one transaction; revealing again changes nothing
 * and logs nothing more. The company's row is locked so a reveal and turning blind review off
 * are taken one after the other.
 */
export async function revealCandidate(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { profileId: string },
): Promise<CandidateBlindState> {
  const { actor: caller, company, candidate } = await requireVisibleCandidate(services, actor, input.profileId);
  const secret = await blindAliasSecret(services);
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ blind: enterprises.blindReview })
      .from(enterprises)
      .where(eq(enterprises.id, company.id))
      .for("update");
    if (!row?.blind) throw conflict(blindReviewMessages.notBlind);
    if (!(await companyScoredOrNoted(tx, company.id, candidate.id))) {
      throw conflict(blindReviewMessages.scoreOrNoteFirst);
    }
    const inserted = await tx
      .insert(blindReveals)
      .values({ enterpriseId: company.id, candidateId: candidate.id, revealedBy: caller.userId })
      .onConflictDoNothing()
      .returning({ at: blindReveals.revealedAt });
    if (inserted.length > 0) {
      await recordAudit(tx, {
        actorId: caller.userId,
        action: "candidate.blind_revealed",
        targetType: "candidate",
        targetId: candidate.profileId,
        details: { companyId: company.id, candidateId: candidate.id },
      });
    }
    return { alias: blindAlias(secret, company.id, candidate.id), revealed: true, mayReveal: true };
  });
}
