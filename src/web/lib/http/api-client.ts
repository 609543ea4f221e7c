import { buildPath, type Contract, type ContractInput, type ContractResponse } from "@shared/http/contract";
import type { ApiError } from "./api-error";
import { errorFromResponse, unreachableError, unreadableResponseError } from "./api-failure";

export { isApiError } from "./api-error";

/** The input parts as the client handles them once the contract's own typing has done its job. */
interface InputParts {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string | number>;
}

export interface CallApiInit {
  signal?: AbortSignal;
  /** Lets the request outlive the page (sent while it unloads). */
  keepalive?: boolean;
}

/**
 * Calls one endpoint described by a shared contract. Path parameters and the query string come
 * from the input; the body is sent as JSON. A 2xx answer is parsed with `contract.response`
 * (204 gives undefined); anything else throws `ApiError`. Aborts propagate as the browser's
 * AbortError so TanStack Query can tell a cancel from a failure.
 */
export async function callApi<C extends Contract>(
  contract: C,
  input: ContractInput<C>,
  init?: CallApiInit,
): Promise<ContractResponse<C>> {
  const parts = input as InputParts;
  const url = buildPath(contract.path, parts.params) + toQueryString(parts.query);
  const hasBody = contract.body !== undefined && contract.method !== "GET";

  const headers: Record<string, string> = { accept: "application/json" };
  if (hasBody) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers,
      body: hasBody ? JSON.stringify(parts.body ?? {}) : undefined,
      credentials: "same-origin",
      signal: init?.signal,
      ...(init?.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    // fetch rejects with the signal's reason (an AbortError unless a reason was given).
    if (init?.signal?.aborted) throw error;
    throw unreachableError();
  }

  if (!response.ok) throw await toApiError(response);

  if (response.status === 204 || contract.successStatus === 204) {
    return undefined as ContractResponse<C>;
  }

  const json = await readJson(response);
  const parsed = contract.response.safeParse(json.ok ? json.value : undefined);
  if (!parsed.success) {
    // A contract mismatch is a bug on one side; say so in the console, calmly to the user.
    console.error(`Unexpected response from ${contract.method} ${contract.path}`, parsed.error);
    throw unreadableResponseError(response.status);
  }
  return parsed.data as ContractResponse<C>;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = queryValue(item);
      if (text !== undefined) search.append(key, text);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean" ||
    typeof value === "bigint"
  ) {
    return String(value);
  }
  return JSON.stringify(value);
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await response.json() };
  } catch {
    return { ok: false };
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  return errorFromResponse(response.status, json.ok ? json.value : undefined);
}
