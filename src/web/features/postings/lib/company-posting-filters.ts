import { postingTabs, type PostingTab } from "@shared/postings/company-posting-contracts";

/** The tab and department of /job-postings from its URL (?tab=&department=); unknown values read as the defaults. */
export function companyPostingFiltersFrom(searchParams: URLSearchParams): { tab: PostingTab; department?: string } {
  const tab = searchParams.get("tab");
  const department = searchParams.get("department")?.trim();
  return {
    tab: postingTabs.find((known) => known === tab) ?? "active",
    ...(department ? { department } : {}),
  };
}
