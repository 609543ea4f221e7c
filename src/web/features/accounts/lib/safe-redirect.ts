/**
 * The ?redirect= target if it is a path on this site, else null. Anything that could leave the
 * site ("//evil.example", "https://...", "/\\evil") or loop back to the sign-in page is refused.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (url.pathname === "/login") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
