/**
 * The session's query keys. `sessionKeys.me()` is the signed-in user: invalidate it after
 * anything that signs in, out or verifies, or changes what /api/me reports (e.g. a company's
 * review state). Sign-out keeps only this domain's cache. Kept apart from session.ts so light
 * pages can read the cache without loading the contract code.
 */
export const sessionKeys = {
  all: ["session"] as const,
  me: () => [...sessionKeys.all, "me"] as const,
};
