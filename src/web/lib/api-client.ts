import {
  apiErrorSchema,
  buildPath,
  type Contract,
  type ContractInput,
  type ContractResponse,
} from "@shared/http/contract";
import { ErrorCode } from "@shared/http/error-codes";
import { ApiError } from "./api-error";

export { ApiError, isApiError } from "./api-error";

/** The input parts as the client handles them once the contract's own typing has done its job. */
interface InputParts {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string | number>;
}

export interface CallApiInit {
  signal?: AbortSignal;
}

const GENERIC_MESSAGE = "Something went wrong. Please try again.";
const UNREACHABLE_MESSAGE = "We could not reach the server. Check your connection and try again.";
const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";
const BAD_RESPONSE_MESSAGE = "The server sent an answer we could not read. Please try again.";

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
    });
  } catch (error) {
    // fetch rejects with the signal's reason (an AbortError unless a reason was given).
    if (init?.signal?.aborted) throw error;
    throw new ApiError(0, ErrorCode.network, UNREACHABLE_MESSAGE);
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
    throw new ApiError(response.status, ErrorCode.invalidResponse, BAD_RESPONSE_MESSAGE);
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
  const body = json.ok ? apiErrorSchema.safeParse(json.value) : undefined;
  if (body?.success) {
    return new ApiError(response.status, body.data.error, body.data.message, body.data.fields);
  }
  // A proxy or crashed server answered with HTML or nothing at all.
  const unavailable = response.status === 502 || response.status === 503 || response.status === 504;
  return new ApiError(response.status, `http_${response.status}`, unavailable ? UNAVAILABLE_MESSAGE : GENERIC_MESSAGE);
}
