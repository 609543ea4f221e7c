import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  getFairnessReportContract,
  getPlatformFairnessReportContract,
} from "@shared/fairness/fairness-report-contracts";
import { callApi } from "@web/lib/http/api-client";
import { fairnessKeys } from "./keys";

export interface ReportFilters {
  postingId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const defined = (filters: ReportFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as ReportFilters;

/** The signed-in company's report (verified companies). */
export const companyFairnessReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: fairnessKeys.companyReport(defined(filters)),
    queryFn: ({ signal }) => callApi(getFairnessReportContract, { query: defined(filters) }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The platform-wide report (admins). */
export const platformFairnessReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: fairnessKeys.platformReport(defined(filters)),
    queryFn: ({ signal }) => {
      const { from, to } = defined(filters);
      return callApi(getPlatformFairnessReportContract, { query: { from, to } }, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useCompanyFairnessReport(filters: ReportFilters) {
  return useQuery(companyFairnessReportQueryOptions(filters));
}

export function usePlatformFairnessReport(filters: ReportFilters) {
  return useQuery(platformFairnessReportQueryOptions(filters));
}

/** Filters from the address (?postingId=&from=&to=), so a reload or a shared link keeps them. */
export function reportFiltersFrom(searchParams: URLSearchParams): ReportFilters {
  const value = (key: string) => searchParams.get(key) || undefined;
  return { postingId: value("postingId"), from: value("from"), to: value("to") };
}

/**
 * A company's filters: its period is in months (YYYY-MM, decision 0071). A day in a link made
 * before that (?from=2026-03-01) is read as its month.
 */
export function companyReportFiltersFrom(searchParams: URLSearchParams): ReportFilters {
  const filters = reportFiltersFrom(searchParams);
  const month = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.slice(0, 7) : value);
  return { ...filters, from: month(filters.from), to: month(filters.to) };
}
