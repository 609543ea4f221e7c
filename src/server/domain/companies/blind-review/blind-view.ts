import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { blindReveals, candidates, enterprises } from "../../../db/schema";
import type { AppServices } from "../../../services";
import { blindAlias } from "./alias";
import { blindAliasSecret } from "./alias-secret";
import { opaqueIdKey, sealUuid, type OpaqueKind } from "./opaque-id";
import { sealProfileId } from "./profile-handle";

/** Which of some candidates one viewer sees by alias. */
export interface BlindView {
  /** The candidate's alias while they are hidden from the viewer; null when shown as they are. */
  aliasOf(profileId: string): string | null;
  /** What the viewer gets for the profile id: a sealed handle while hidden (profile-handle.ts), else the id. */
  referenceOf(profileId: string): string;
  /**
   * What the viewer gets for the id of one of the candidate's rows (their candidate row, an
   * interview, an application...): the company's opaque id while hidden (opaque-id.ts), else the id.
   */
  opaqueOf(profileId: string, kind: OpaqueKind, id: string): string;
}

const SHOWN: BlindView = {
  aliasOf: () => null,
  referenceOf: (profileId) => profileId,
  opaqueOf: (_profileId, _kind, id) => id,
};

/** One company's opaque ids of every kind, each key made once. */
export function companyOpaqueIds(secret: string, companyId: string): (kind: OpaqueKind, id: string) => string {
  const keys = new Map<OpaqueKind, Buffer>();
  return (kind, id) => {
    let key = keys.get(kind);
    if (!key) keys.set(kind, (key = opaqueIdKey(secret, companyId, kind)));
    return sealUuid(key, id);
  };
}

/** Whether the company reviews blind (false for an unknown one). */
export async function companyReviewsBlind(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ blind: enterprises.blindReview })
    .from(enterprises)
    .where(eq(enterprises.id, companyId))
    .limit(1);
  return row?.blind ?? false;
}

/**
 * How a viewer sees the candidates behind some profile ids: everyone as they are for an admin
 * (companyId null) and for a company without blind review; otherwise by alias, except those the
 * company revealed. One query for the whole list: the setting, the candidate ids and the reveals.
 */
export async function loadBlindView(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  profileIds: readonly string[],
  db: DbOrTx = services.db,
): Promise<BlindView> {
  if (companyId === null || profileIds.length === 0) return SHOWN;
  if (!(await companyReviewsBlind(db, companyId))) return SHOWN;
  const rows = await db
    .select({
      candidateId: candidates.id,
      profileId: candidates.profileId,
      revealed: sql<boolean>`${blindReveals.candidateId} is not null`.mapWith(Boolean),
    })
    .from(candidates)
    .leftJoin(
      blindReveals,
      and(eq(blindReveals.enterpriseId, sql`${companyId}::uuid`), eq(blindReveals.candidateId, candidates.id)),
    )
    .where(inArray(candidates.profileId, [...new Set(profileIds)]));
  const secret = await blindAliasSecret(services);
  const aliases = new Map<string, string | null>(
    rows.map((row) => [row.profileId, row.revealed ? null : blindAlias(secret, companyId, row.candidateId)]),
  );
  // A profile id that is no candidate (it should not happen) is hidden all the same: never shown by mistake.
  const aliasOf = (profileId: string) => (aliases.has(profileId) ? aliases.get(profileId)! : "Candidate");
  const opaque = companyOpaqueIds(secret, companyId);
  return {
    aliasOf,
    referenceOf: (profileId) => (aliasOf(profileId) === null ? profileId : sealProfileId(secret, companyId, profileId)),
    opaqueOf: (profileId, kind, id) => (aliasOf(profileId) === null ? id : opaque(kind, id)),
  };
}
