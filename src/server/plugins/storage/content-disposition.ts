/** At most this many characters of a download name survive (browsers and file systems cap names). */
const MAX_NAME_LENGTH = 150;
const DEFAULT_NAME = "download";

/**
 * A `Content-Disposition` value for a download name chosen from user data (RFC 6266). Control
 * characters, path separators and quotes never reach the header, so a name cannot inject a header
 * or a directory. A plain ASCII name is sent as `filename="..."`; any other name also gets
 * `filename*=UTF-8''...` (RFC 5987) with an ASCII fallback in `filename` for old clients.
 */
export function contentDisposition(name: string, type: "attachment" | "inline" = "attachment"): string {
  const clean = cleanName(name);
  const fallback = asciiFallback(clean);
  if (fallback === clean) return `${type}; filename="${fallback}"`;
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

/** The name without control characters, separators or quotes, trimmed, and never empty. */
function cleanName(name: string): string {
  const clean = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- the point is to remove control characters
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/[\\/"]/g, "_")
    .trim()
    .replace(/^\.+/, "");
  return Array.from(clean).slice(0, MAX_NAME_LENGTH).join("") || DEFAULT_NAME;
}

/** Letters stripped of accents; anything still outside printable ASCII (or a header delimiter) becomes "_". */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|[%;\\"]/g, "_")
    .trim();
  return /^[_ .]*$/.test(ascii) ? DEFAULT_NAME : ascii;
}

/** RFC 5987 `value-chars`: encodeURIComponent leaves `'()*` alone, which the grammar does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
