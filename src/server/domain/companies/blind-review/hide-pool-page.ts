import type { CandidatePoolItem, CandidatePoolPage } from "@shared/candidates/contracts";
import type { AppServices } from "../../../services";
import { redactSpokenSentence } from "../../candidates/pool/redact-spoken-hit";
import { redactMatchFields, renameMatchInterviews } from "../../matching/redact-match-reasons";
import { loadBlindView } from "./blind-view";
import { hideListedCandidate } from "./hide-identity";
import type { OpaqueKind } from "./opaque-id";
import { spokenNameRedactionOf } from "./spoken-name-redaction";

/**
 * A pool page as the viewing company sees it under blind review: the alias for the name, the
 * name taken out of what the candidate said (the search hit's sentence, the match's transcript
 * evidence), and every id of a row other companies see too (the candidate, the network
 * interview and its application, the interviews quoted) as the company's own (decision 0077). Applied after the page cache (which is keyed by the query, not by the setting or
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
    const opaque = (kind: OpaqueKind, id: string) => view.opaqueOf(item.profileId, kind, id);
    const hidden = {
      ...renameMatchInterviews(
        redactMatchFields(hideListedCandidate(item, view.aliasOf(item.profileId)), parts),
        (id) => opaque("interview", id),
      ),
      id: opaque("candidate", item.id),
      profileId: view.referenceOf(item.profileId),
    };
    const hit = hidden.spokenHit;
    if (!hit) return hidden;
    return {
      ...hidden,
      spokenHit: {
        ...redactSpokenSentence(hit, parts),
        interviewId: opaque("interview", hit.interviewId),
        // The company's own posting's application is its own; the network interview's is everyone's.
        applicationId: hit.jobPostingId === null ? opaque("application", hit.applicationId) : hit.applicationId,
      },
    };
  };
  return { ...page, items: page.items.map(hide) };
}
