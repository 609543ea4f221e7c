import type { RecommendedPostingsQuery } from "@shared/matching/match-contracts";
import type { CompanyPostingsQuery } from "@shared/postings/company-posting-contracts";
import type { BoardQuery } from "@shared/postings/contracts";

/** Query keys of the postings domain: the candidate's job board and recommendations, and the company's own postings. */
export const postingsKeys = {
  all: ["postings"] as const,
  board: (query: BoardQuery) => [...postingsKeys.all, "board", query] as const,
  /** Under "postings", so applying (which refreshes them all) drops the posting from the recommendations. */
  recommended: (query: RecommendedPostingsQuery) => [...postingsKeys.all, "recommended", query] as const,
  posting: (id: string) => [...postingsKeys.all, "detail", id] as const,
  aiNotice: (id: string) => [...postingsKeys.all, "ai-notice", id] as const,
  company: () => [...postingsKeys.all, "company"] as const,
  companyList: (query: CompanyPostingsQuery) => [...postingsKeys.company(), "list", query] as const,
  companyPosting: (id: string) => [...postingsKeys.company(), "detail", id] as const,
};
