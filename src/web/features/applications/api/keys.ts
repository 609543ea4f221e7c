import type { PostingApplicantsQuery } from "@shared/applications/company-application-contracts";

/** Query keys of the applications domain: the candidate's own applications and a company's applicants. */
export const applicationsKeys = {
  all: ["applications"] as const,
  myList: (page: number) => [...applicationsKeys.all, "mine", "list", page] as const,
  myApplication: (id: string) => [...applicationsKeys.all, "mine", "detail", id] as const,
  /** A company's side: its postings' applicants and the applications it reviews. */
  company: () => [...applicationsKeys.all, "company"] as const,
  applicants: (postingId: string, query: PostingApplicantsQuery) =>
    [...applicationsKeys.company(), "applicants", postingId, query] as const,
  companyApplication: (id: string) => [...applicationsKeys.company(), "detail", id] as const,
};
