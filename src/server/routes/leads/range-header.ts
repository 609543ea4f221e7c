import type { RequestedRange } from "../../domain/leads/open-lead-resume";

/**
 * A single `Range: bytes=...` request (RFC 9110): `start-`, `start-end` or the suffix `-n`.
 * Anything else (other units, several ranges, a malformed or backwards range) is ignored, which
 * the RFC allows: the whole file is sent with 200.
 */
export function parseRangeHeader(header: string | undefined): RequestedRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") return { suffix: Number(last) };
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return undefined;
  if (last === "") return { start };
  const end = Number(last);
  if (!Number.isSafeInteger(end) || end < start) return undefined;
  return { start, end };
}
