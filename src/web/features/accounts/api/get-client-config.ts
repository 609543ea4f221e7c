import { queryOptions, useQuery } from "@tanstack/react-query";
import { clientConfigContract } from "@shared/system/health";
import { callApi } from "@web/lib/http/api-client";
import { accountsKeys } from "./keys";

/** What this deployment allows (e.g. the development-only admin sign-in). Fetched once per visit. */
export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: accountsKeys.clientConfig(),
    queryFn: ({ signal }) => callApi(clientConfigContract, {}, { signal }),
    staleTime: Infinity,
  });

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
