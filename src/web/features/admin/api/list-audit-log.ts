import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listAuditLogContract } from "@shared/admin/contracts";
import { callApi } from "@web/lib/http/api-client";
import { adminKeys } from "./keys";

const PAGE_SIZE = 25;

/** One page of admin decisions, newest first. */
export const auditLogQueryOptions = ({ page }: { page: number }) =>
  queryOptions({
    queryKey: adminKeys.auditLog({ page }),
    queryFn: ({ signal }) => callApi(listAuditLogContract, { query: { page, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(params: { page: number }) {
  return useQuery(auditLogQueryOptions(params));
}
