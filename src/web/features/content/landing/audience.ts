export type Audience = "candidates" | "enterprises";

/** The query parameter that picks the landing tab, e.g. /?for=enterprises#waitlist. */
export const AUDIENCE_PARAM = "for";

/** Sections that exist only in the enterprise view: a link to one of them opens that tab. */
const ENTERPRISE_ONLY_HASHES = new Set(["#waitlist", "#enterprise-features", "#for-companies"]);

/** The tab the address asks for: ?for= first, then the #hash, else candidates (the default). */
export function audienceFromLocation(search: URLSearchParams, hash: string): Audience {
  const requested = search.get(AUDIENCE_PARAM);
  if (requested === "enterprises" || requested === "candidates") return requested;
  return ENTERPRISE_ONLY_HASHES.has(hash) ? "enterprises" : "candidates";
}

/** The spec: the landing header changes style once the page has scrolled more than 50 px. */
export const HEADER_SCROLL_THRESHOLD = 50;

/** CSS variable holding the fixed landing header's height (set while the landing page is shown). */
export const HEADER_HEIGHT_VAR = "--landing-header-height";
