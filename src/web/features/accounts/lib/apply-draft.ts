/*
 * The apply wizard's draft: what the visitor typed, kept in session storage so browser Back,
 * Forward or a reload never loses it, and dropped once the application is submitted. The
 * password is never written (decision 0049). Session storage belongs to this tab only and ends
 * with it.
 */

const DRAFT_KEY = "onetake:apply-draft";

/** Fields that are never stored, whatever the form adds later. */
const isSecret = (field: string) => /password/i.test(field);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be refused (privacy settings, sandboxed frames); the wizard then simply forgets.
    return null;
  }
}

/** The same kind of value as the form's default (a stored draft is never trusted blindly). */
function sameKind(stored: unknown, fallback: unknown): boolean {
  if (fallback === undefined) return typeof stored === "string";
  if (Array.isArray(fallback)) return Array.isArray(stored);
  return typeof stored === typeof fallback && stored !== null;
}

/** The defaults, with what the draft holds for each known field put back. */
export function restoreApplyDraft<Values extends Record<string, unknown>>(
  defaults: Values,
  fields: readonly string[],
): Values {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return defaults;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof stored !== "object" || stored === null) return defaults;
  const restored: Record<string, unknown> = { ...defaults };
  for (const field of fields) {
    if (isSecret(field) || !(field in stored)) continue;
    const value = (stored as Record<string, unknown>)[field];
    if (sameKind(value, defaults[field])) restored[field] = value;
  }
  return restored as Values;
}

export function saveApplyDraft(values: Record<string, unknown>): void {
  const draft = Object.fromEntries(Object.entries(values).filter(([field]) => !isSecret(field)));
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage only costs the draft.
  }
}

export function clearApplyDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

/** The step a URL names (`?step=2` is the second, 1-based), within the wizard; the first otherwise. */
export function stepFromUrl(params: URLSearchParams, stepCount: number): number {
  const value = params.get("step");
  if (!value || !/^[1-9]\d*$/.test(value)) return 0;
  return Math.min(Number(value), stepCount) - 1;
}
