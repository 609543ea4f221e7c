import type { CandidatePoolItem, CandidatePoolPage } from "@shared/candidates/contracts";
import type { AppServices } from "../../../services";
import { redactSpokenSentence } from "../../candidates/pool/redact-spoken-hit";
import { redactMatchFields } from "../../matching/redact-match-reasons";
import { loadBlindView } from "./blind-view";
import { hideListedCandidate } from "./hide-identity";
import { spokenNameRedactionOf } from "./spoken-name-redaction";

/**
 * A pool page as the viewing company sees it under blind review: the alias for the name, and the
 * name taken out of what the candidate said (the search hit's sentence, the match's transcript
 * evidence). Applied after the page cache (which is keyed by the query, not by the setting or
 * the reveals), so turning blind review on or revealing someone shows at once.
 */
export async function hidePoolPage(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  page: CandidatePoolPage,
): Promise<CandidatePoolPage> {
  const profileIds = page.items.map((item) => item.profileId);
  const view = await loadBlindView(services, companyId, profileIds);
  const redaction = await spokenNameRedactionOf(services.db, view, profileIds);
  const hide = (item: CandidatePoolItem): CandidatePoolItem => {
    const parts = redaction.partsOf(item.profileId);
    const hidden = {
      ...redactMatchFields(hideListedCandidate(item, view.aliasOf(item.profileId)), parts),
      profileId: view.referenceOf(item.profileId),
    };
    return hidden.spokenHit ? { ...hidden, spokenHit: redactSpokenSentence(hidden.spokenHit, parts) } : hidden;
  };
  return { ...page, items: page.items.map(hide) };
}
