import { useQuery } from "@tanstack/react-query";
import { clientConfigContract } from "@shared/system/health";
import { callApi } from "@web/lib/api-client";

/** What this deployment allows (e.g. the development-only admin sign-in). Fetched once per visit. */
export function useClientConfig() {
  return useQuery({
    queryKey: ["client-config"],
    queryFn: ({ signal }) => callApi(clientConfigContract, {}, { signal }),
    staleTime: Infinity,
  });
}
