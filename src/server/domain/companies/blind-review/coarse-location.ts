const WORK_MODES = ["remote", "hybrid"] as const;

/**
 * The location a blind reviewer may see: a work mode ("Remote", "Hybrid") when the candidate gave
 * one, else the last part of "City, Region, Country" when there are several (the country as people
 * write it); a single place name could be a city, so it is not shown. A city narrows a candidate
 * down too far for a blind review.
 */
export function coarseLocation(location: string | null): string | null {
  if (!location) return null;
  const lower = location.toLowerCase();
  const mode = WORK_MODES.find((word) => new RegExp(`\\b${word}\\b`).test(lower));
  if (mode) return mode === "remote" ? "Remote" : "Hybrid";
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 2 ? parts.at(-1)! : null;
}
