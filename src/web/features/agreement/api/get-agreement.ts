import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getModelCardContract, getPostingAgreementContract } from "@shared/agreement/agreement-report-contracts";
import { callApi } from "@web/lib/http/api-client";

/** Query keys of the agreement domain. */
const agreementKeys = {
  all: ["agreement"] as const,
  posting: (postingId: string, rubricVersion: string | undefined) =>
    [...agreementKeys.all, "posting", postingId, rubricVersion ?? null] as const,
  modelCard: (rubricVersion: string | undefined) =>
    [...agreementKeys.all, "model-card", rubricVersion ?? null] as const,
};

const versionQuery = (rubricVersion: string | undefined) => (rubricVersion ? { rubricVersion } : {});

/** A posting's AI–human agreement (decision 0086); one rubric version, the server's choice without one. */
export const postingAgreementQueryOptions = (postingId: string, rubricVersion: string | undefined) =>
  queryOptions({
    queryKey: agreementKeys.posting(postingId, rubricVersion),
    queryFn: ({ signal }) =>
      callApi(
        getPostingAgreementContract,
        { params: { id: postingId }, query: versionQuery(rubricVersion) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** The platform's model card (admins). */
export const modelCardQueryOptions = (rubricVersion: string | undefined) =>
  queryOptions({
    queryKey: agreementKeys.modelCard(rubricVersion),
    queryFn: ({ signal }) => callApi(getModelCardContract, { query: versionQuery(rubricVersion) }, { signal }),
    placeholderData: keepPreviousData,
  });

export function usePostingAgreement(postingId: string, rubricVersion: string | undefined) {
  return useQuery(postingAgreementQueryOptions(postingId, rubricVersion));
}

export function useModelCard(rubricVersion: string | undefined) {
  return useQuery(modelCardQueryOptions(rubricVersion));
}

/** The rubric version asked for in the address (?rubricVersion=), so a reload or a link keeps it. */
export function rubricVersionFrom(searchParams: URLSearchParams): string | undefined {
  return searchParams.get("rubricVersion") || undefined;
}
