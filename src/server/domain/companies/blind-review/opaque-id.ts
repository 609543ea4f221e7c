import { createHmac } from "node:crypto";

/*
 * The ids a blind-review company gets for a hidden candidate's shared rows (decision 0077): each
 * real UUID put through a keyed permutation of its 122 free bits, under a key of the alias secret,
 * the company and the kind of row. The result is a UUID of the same version and variant, so every
 * contract and route that takes a UUID takes it as it is; only that company's key turns it back,
 * and the same candidate's row has another opaque id at every other company.
 */

/** The rows whose ids are handed out opaque; the kind is part of the key. */
export type OpaqueKind = "candidate" | "interview" | "application" | "evaluation" | "override" | "experience";

const HEX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HALF_BITS = 61n;
const HALF_MASK = (1n << HALF_BITS) - 1n;
const ROUNDS = 6;

/** The key one company's ids of one kind are permuted under. */
export function opaqueIdKey(secret: string, companyId: string, kind: OpaqueKind): Buffer {
  return createHmac("sha256", secret).update(`onetake blind-review opaque id:${kind}:${companyId}`).digest();
}

// A UUID's 128 bits, most significant first: the version is bits 48–51 and the variant bits
// 64–65; the other 122 bits (48 + 12 + 62) are what the permutation moves.
function freeBits(value: bigint): bigint {
  const high = value >> 80n;
  const mid = (value >> 64n) & 0xfffn;
  const low = value & ((1n << 62n) - 1n);
  return (high << 74n) | (mid << 62n) | low;
}

function withFixedBits(free: bigint, original: bigint): bigint {
  const high = free >> 74n;
  const mid = (free >> 62n) & 0xfffn;
  const low = free & ((1n << 62n) - 1n);
  const version = (original >> 76n) & 0xfn;
  const variant = (original >> 62n) & 0x3n;
  return (high << 80n) | (version << 76n) | (mid << 64n) | (variant << 62n) | low;
}

function round(key: Buffer, index: number, half: bigint): bigint {
  const digest = createHmac("sha256", key)
    .update(`${index}:${half.toString(16)}`)
    .digest();
  return digest.readBigUInt64BE(0) & HALF_MASK;
}

function parse(uuid: string): bigint | null {
  return HEX.test(uuid) ? BigInt(`0x${uuid.replaceAll("-", "")}`) : null;
}

function format(value: bigint): string {
  const hex = value.toString(16).padStart(32, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The company's opaque id for a real one (a Feistel network over the free bits). Not a UUID: as is. */
export function sealUuid(key: Buffer, uuid: string): string {
  const value = parse(uuid);
  if (value === null) return uuid;
  const free = freeBits(value);
  let left = free >> HALF_BITS;
  let right = free & HALF_MASK;
  for (let index = 0; index < ROUNDS; index += 1) [left, right] = [right, left ^ round(key, index, right)];
  return format(withFixedBits((left << HALF_BITS) | right, value));
}

/** The real id behind an opaque one made with the same key; null for what is no UUID. */
export function openUuid(key: Buffer, opaque: string): string | null {
  const value = parse(opaque);
  if (value === null) return null;
  const free = freeBits(value);
  let left = free >> HALF_BITS;
  let right = free & HALF_MASK;
  for (let index = ROUNDS - 1; index >= 0; index -= 1) [left, right] = [right ^ round(key, index, left), left];
  return format(withFixedBits((left << HALF_BITS) | right, value));
}
