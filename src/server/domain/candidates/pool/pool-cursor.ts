import { z } from "zod";
import { badRequest } from "../../../errors";

/**
 * Where a pool page starts, as an opaque cursor (decision 0035):
 * - the newest-first list pages by keyset: the (createdAt, id) of the row it continues from and
 *   the direction, so a deep page costs what page 1 costs. `at` is the database's own text of
 *   the timestamp, exact to the microsecond (a JavaScript Date would round it and skip rows);
 * - a text search pages by position inside its bounded, ranked set (at most POOL_SEARCH_BOUND
 *   rows, so an offset there stays cheap); `fuzzy` keeps the trigram fallback chosen on page 1;
 * - a page ranked for a posting pages by keyset on (score desc, candidate id) (decision 0052); one
 *   ranked by the AI score beside the match, on (AI score desc, candidate id), the unscored as -1
 *   (decision 0070).
 */
const cursorSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("keyset"),
    direction: z.enum(["after", "before"]),
    at: z.string().min(1).max(64),
    id: z.uuid(),
  }),
  z.object({ kind: z.literal("ranked"), offset: z.number().int().min(0).max(100_000), fuzzy: z.boolean() }),
  z.object({
    kind: z.literal("match"),
    direction: z.enum(["after", "before"]),
    score: z.number().int().min(0).max(100),
    id: z.uuid(),
  }),
  z.object({
    kind: z.literal("ai_score"),
    direction: z.enum(["after", "before"]),
    score: z.number().int().min(-1).max(100),
    id: z.uuid(),
  }),
]);

export type PoolCursor = z.infer<typeof cursorSchema>;

export const encodePoolCursor = (cursor: PoolCursor): string =>
  Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");

export const INVALID_CURSOR = "This page link is no longer valid. Please start from the first page.";

/** Marks a cursor whose candidate id is a blind-review company's opaque id ("." is no base64url letter). */
const SEALED_PREFIX = "b.";

/**
 * A cursor as given to a blind-review company (decision 0077): the candidate id it continues from
 * is the company's opaque id, since the cursor is only base64url JSON anyone can read.
 */
export function sealPoolCursor(text: string | null, seal: (id: string) => string): string | null {
  if (text === null) return null;
  const cursor = decodePoolCursor(text);
  if (!cursor || cursor.kind === "ranked") return text;
  return SEALED_PREFIX + encodePoolCursor({ ...cursor, id: seal(cursor.id) });
}

/**
 * The position a cursor names; `open` turns a sealed cursor's opaque id back (the caller's
 * company's key), and a sealed cursor without it (an admin, another company) is refused as invalid.
 */
export function decodePoolCursor(
  text: string | undefined,
  open?: (opaque: string) => string | null,
): PoolCursor | null {
  if (!text) return null;
  const sealed = text.startsWith(SEALED_PREFIX);
  try {
    const body = sealed ? text.slice(SEALED_PREFIX.length) : text;
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    if (parsed.success && !sealed) return parsed.data;
    if (parsed.success && open && parsed.data.kind !== "ranked") {
      const id = open(parsed.data.id);
      if (id !== null) return { ...parsed.data, id };
    }
  } catch {
    // Falls through to the refusal below: not base64url JSON.
  }
  throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
}
