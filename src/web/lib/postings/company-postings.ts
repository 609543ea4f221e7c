import type { z } from "zod";
import { listCompanyPostingsContract, type CompanyPostingsQuery } from "@shared/postings/company-posting-contracts";
import { callApi } from "@web/lib/http/api-client";

export type CompanyPostingsPage = z.output<typeof listCompanyPostingsContract.response>;

/**
 * One page of the company's own postings: the postings pages list them, and the candidate pool
 * offers them to rank for. The one place the web app calls this contract (features do not import
 * each other).
 */
export function fetchCompanyPostings(query: CompanyPostingsQuery, signal?: AbortSignal): Promise<CompanyPostingsPage> {
  return callApi(listCompanyPostingsContract, { query }, { signal });
}
