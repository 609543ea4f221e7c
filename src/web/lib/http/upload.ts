import type { z } from "zod";
import type { UploadContract } from "@shared/http/binary-contract";
import { buildPath } from "@shared/http/contract";
import { ErrorCode } from "@shared/http/error-codes";
import { ApiError } from "./api-error";
import { errorFromResponse, unreachableError, unreadableResponseError } from "./api-failure";

/*
 * One way to send a file: multipart/form-data over XMLHttpRequest (fetch cannot report upload
 * progress), described by the endpoint's upload contract. Errors are the same ApiError that
 * callApi throws; a cancel rejects with the browser's AbortError, as fetch does.
 */

export interface UploadInput<C extends UploadContract> {
  file: Blob;
  /** The contract's text fields; sent before the file so the server can refuse them first. */
  fields: z.input<C["fields"]>;
  params?: Record<string, string | number>;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..1, or null while the browser cannot tell the total. */
  fraction: number | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Extra attempts after a network failure or a 5xx (never after a 4xx). */
  retries?: number;
  /** The first retry waits this long; each next one twice as long. */
  retryDelayMs?: number;
}

const UPLOAD_RETRIES = 2;
const RETRY_DELAY_MS = 600;
const MAX_RETRY_DELAY_MS = 8_000;

/** What one attempt ended with: an HTTP answer, or no answer at all. */
export type AttemptOutcome = { kind: "answer"; status: number; text: string } | { kind: "network" };

/**
 * Sends a file to an upload endpoint, reporting progress. Network failures and 5xx answers are
 * tried again a bounded number of times with a growing pause; 4xx answers never are. A 2xx answer
 * is parsed with the contract's response schema.
 */
export async function upload<C extends UploadContract>(
  contract: C,
  input: UploadInput<C>,
  options: UploadOptions = {},
): Promise<z.output<C["response"]>> {
  const tooLarge = sizeError(contract, input.file);
  if (tooLarge) throw tooLarge;
  const url = buildPath(contract.path, input.params);
  const retries = options.retries ?? UPLOAD_RETRIES;
  for (let attempt = 0; ; attempt++) {
    throwIfAborted(options.signal);
    const outcome = await sendOnce(contract.method, url, uploadFormData(contract, input), options);
    if (attempt < retries && shouldRetry(outcome)) {
      await pause(retryDelay(attempt, options.retryDelayMs), options.signal);
      continue;
    }
    return readUploadOutcome(contract, outcome) as z.output<C["response"]>;
  }
}

/** The text fields in the caller's order (undefined and null left out), then the file. */
export function uploadFormData<C extends UploadContract>(contract: C, input: UploadInput<C>): FormData {
  const form = new FormData();
  const fields = (input.fields ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  if (input.file instanceof File) form.append(contract.file.field, input.file, input.file.name);
  else form.append(contract.file.field, input.file);
  return form;
}

/** A network failure or a server error may pass; a 4xx would answer the same again. */
export function shouldRetry(outcome: AttemptOutcome): boolean {
  return outcome.kind === "network" || outcome.status >= 500;
}

/** The pause before retry number `attempt + 1`: doubling from the base, capped. */
export function retryDelay(attempt: number, base = RETRY_DELAY_MS): number {
  return Math.min(base * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/** The parsed response of a 2xx answer; an ApiError for anything else, like callApi's. */
export function readUploadOutcome<C extends UploadContract>(contract: C, outcome: AttemptOutcome): unknown {
  if (outcome.kind === "network") throw unreachableError();
  const { status, text } = outcome;
  const json = parseJson(text);
  if (status < 200 || status >= 300) {
    throw errorFromResponse(status, json);
  }
  const parsed = contract.response.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response from ${contract.method} ${contract.path}`, parsed.error);
    throw unreadableResponseError(status);
  }
  return parsed.data;
}

/** The progress of one attempt from an XHR progress event. */
export function toProgress(event: { loaded: number; total: number; lengthComputable: boolean }): UploadProgress {
  const fraction = event.lengthComputable && event.total > 0 ? Math.min(1, event.loaded / event.total) : null;
  return { loaded: event.loaded, total: event.lengthComputable ? event.total : 0, fraction };
}

/** Refused before sending: the server would stop reading at the same limit. */
function sizeError(contract: UploadContract, file: Blob): ApiError | undefined {
  const { maxBytes, field, messages } = contract.file;
  if (file.size <= maxBytes) return undefined;
  return new ApiError(413, ErrorCode.payloadTooLarge, messages.size, { [field]: messages.size });
}

function sendOnce(method: string, url: string, body: FormData, options: UploadOptions): Promise<AttemptOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener("abort", onAbort);
    xhr.open(method, url);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => options.onProgress?.(toProgress(event));
    xhr.onload = () => {
      settle();
      resolve({ kind: "answer", status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      resolve({ kind: "network" });
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError(options.signal));
    };
    options.signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(body);
  });
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

/** The signal's reason when it is an error (AbortSignal.abort() gives an AbortError), as fetch rejects. */
function abortError(signal: AbortSignal | undefined): unknown {
  const reason: unknown = signal?.reason;
  return reason instanceof Error || reason instanceof DOMException
    ? reason
    : new DOMException("The upload was cancelled.", "AbortError");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
