import type { CandidatePoolPage } from "@shared/candidates/contracts";
import type { AppServices } from "../../../services";
import { loadBlindView } from "./blind-view";
import { hideListedCandidate } from "./hide-identity";

/**
 * A pool page as the viewing company sees it under blind review. Applied after the page cache
 * (which is keyed by the query, not by the setting or the reveals), so turning blind review on
 * or revealing someone shows at once.
 */
export async function hidePoolPage(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  page: CandidatePoolPage,
): Promise<CandidatePoolPage> {
  const view = await loadBlindView(
    services,
    companyId,
    page.items.map((item) => item.profileId),
  );
  return {
    ...page,
    items: page.items.map((item) => ({
      ...hideListedCandidate(item, view.aliasOf(item.profileId)),
      profileId: view.referenceOf(item.profileId),
    })),
  };
}
