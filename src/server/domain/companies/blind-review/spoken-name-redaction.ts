import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { nameParts } from "../../evaluation/evidence/redact-names";
import { loadBlindView, type BlindView } from "./blind-view";
import type { OpaqueKind } from "./opaque-id";

/**
 * The words of each candidate's name to take out of what they said (transcripts, captions,
 * quotes, search hits) before a company reads it: the name parts while the candidate is hidden
 * from the company (blind review on, not revealed), none otherwise. Candidates say "Hi, I'm Jane
 * Smith"; an alias in the name fields hides nothing if the transcript beside it says the name.
 */
export interface SpokenNameRedaction {
  /** The name parts to redact for the candidate behind this profile id; [] when they are shown. */
  partsOf(profileId: string): readonly string[];
}

const NOTHING: SpokenNameRedaction = { partsOf: () => [] };

/**
 * The redaction for candidates a blind view already sorted: one query for the names of those it
 * hides, none when it hides nobody.
 */
export async function spokenNameRedactionOf(
  db: DbOrTx,
  view: BlindView,
  profileIds: readonly string[],
): Promise<SpokenNameRedaction> {
  const hidden = [...new Set(profileIds)].filter((profileId) => view.aliasOf(profileId) !== null);
  if (hidden.length === 0) return NOTHING;
  const rows = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(inArray(profiles.id, hidden));
  const parts = new Map(rows.map((row) => [row.id, nameParts(row)]));
  return { partsOf: (profileId) => parts.get(profileId) ?? [] };
}

/**
 * The redaction for some candidates as a company (or an admin, companyId null, who sees
 * everything) reads them: two queries for a whole page, the blind view and the hidden names.
 */
export async function loadSpokenNameRedaction(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  profileIds: readonly string[],
  db: DbOrTx = services.db,
): Promise<SpokenNameRedaction> {
  const view = await loadBlindView(services, companyId, profileIds, db);
  return spokenNameRedactionOf(db, view, profileIds);
}

/**
 * The name parts to redact in one candidate's words for whoever calls: none for the candidate,
 * an admin or anyone not a company; a company's own blind view otherwise. For reads that serve
 * candidates, companies and admins alike (an interview's evaluation and captions).
 */
export async function spokenNamePartsForCaller(
  services: Pick<AppServices, "db" | "config" | "sessions">,
  actor: Actor | null,
  candidateProfileId: string,
  db: DbOrTx = services.db,
): Promise<readonly string[]> {
  if (!actor || actor.userType !== "enterprise" || actor.isAdmin) return [];
  const { company } = await services.sessions.accountOf(actor);
  if (company === null) return [];
  return (await loadSpokenNameRedaction(services, company.id, [candidateProfileId], db)).partsOf(candidateProfileId);
}

/**
 * The opaque ids (decision 0077) the caller gets for one candidate's rows: a company that has
 * them hidden gets its own, everyone else (the candidate, an admin, a company that sees them)
 * the ids as they are.
 */
export async function opaqueIdsForCaller(
  services: Pick<AppServices, "db" | "config" | "sessions">,
  actor: Actor | null,
  candidateProfileId: string,
  db: DbOrTx = services.db,
): Promise<(kind: OpaqueKind, id: string) => string> {
  const asIs = (_kind: OpaqueKind, id: string) => id;
  if (!actor || actor.userType !== "enterprise" || actor.isAdmin) return asIs;
  const { company } = await services.sessions.accountOf(actor);
  if (company === null) return asIs;
  const view = await loadBlindView(services, company.id, [candidateProfileId], db);
  return (kind, id) => view.opaqueOf(candidateProfileId, kind, id);
}
