/** A case-insensitive "contains" pattern for ILIKE, with the user's % and _ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
