import type { AppServices } from "../services";
import { blindAliasSecret } from "../domain/companies/blind-review/alias-secret";
import { companyOpaqueIds } from "../domain/companies/blind-review/blind-view";
import type { OpaqueKind } from "../domain/companies/blind-review/opaque-id";
import { hiddenProfileHandle } from "../domain/companies/blind-review/profile-reference";

/**
 * The ids a blind-review company is given for a hidden candidate (decision 0077), as a test
 * computes them to call what the company would call: the profile handle and the opaque row ids.
 */
export async function blindIdsOf(services: Pick<AppServices, "config">, companyId: string) {
  const opaque = companyOpaqueIds(await blindAliasSecret(services), companyId);
  return {
    opaque: (kind: OpaqueKind, id: string) => opaque(kind, id),
    handle: (profileId: string) => hiddenProfileHandle(services, companyId, profileId),
  };
}
