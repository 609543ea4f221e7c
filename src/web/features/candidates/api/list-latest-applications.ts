import { queryOptions, useQuery } from "@tanstack/react-query";
import { listLatestApplicationsContract } from "@shared/candidates/dashboard-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidatesKeys } from "./keys";

/** The candidate's 3 latest applications, for the dashboard's Overview. */
const latestApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: candidatesKeys.latestApplications(),
    queryFn: async ({ signal }) => (await callApi(listLatestApplicationsContract, {}, { signal })).items,
    staleTime: 0,
  });

export function useLatestApplications() {
  return useQuery(latestApplicationsQueryOptions());
}
