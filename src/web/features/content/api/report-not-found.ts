import { useMutation } from "@tanstack/react-query";
import { clientNotFoundContract } from "@shared/system/health";
import { callApi } from "@web/lib/http/api-client";

export interface NotFoundReport {
  path: string;
  referrer?: string;
}

/** Tells the server which unknown page a visitor opened. Best effort: a failure is ignored. */
export function useReportNotFound() {
  return useMutation({
    mutationFn: (body: NotFoundReport) => callApi(clientNotFoundContract, { body }),
    onError: () => undefined,
  });
}
