import { coarseLocation } from "./coarse-location";

/** An alias in the name fields, so every view that prints "first last" prints the alias. */
function aliasName(alias: string): { firstName: string; lastName: string } {
  const space = alias.indexOf(" ");
  return space < 0
    ? { firstName: alias, lastName: "" }
    : { firstName: alias.slice(0, space), lastName: alias.slice(space + 1) };
}

/** A listed candidate (pool, applicants) as a blind reviewer sees them; as is when alias is null. */
export function hideListedCandidate<T extends { firstName: string; lastName: string; location?: string | null }>(
  row: T,
  alias: string | null,
): T {
  if (alias === null) return row;
  const hidden: T = { ...row, ...aliasName(alias) };
  if ("location" in row) hidden.location = coarseLocation(row.location ?? null);
  return hidden;
}

/**
 * A candidate's profile as a blind reviewer sees it: the alias, no picture, no LinkedIn, the
 * location at most as a country, and no resume (a resume shows the name).
 */
export function hideCandidateProfile<
  T extends {
    firstName: string;
    lastName: string;
    location: string | null;
    avatarUrl: string | null;
    linkedinUrl: string | null;
  },
>(profile: T, alias: string | null): T {
  if (alias === null) return profile;
  return {
    ...profile,
    ...aliasName(alias),
    location: coarseLocation(profile.location),
    avatarUrl: null,
    linkedinUrl: null,
  };
}
