/** The embedded pictures an SVG may carry: raster data only (a nested SVG could reference files). */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/**
 * Whether an SVG names anything outside itself. resvg loads an `<image>` (or `<feImage>`) whose
 * href is a path from the server's own disk, so a logo could otherwise show a file of the server.
 * Every `href` (any prefix, in any element or processing instruction) must point inside the file
 * (`#id`) or be an embedded raster picture; entity declarations are refused outright, since they
 * could build a path the check cannot see. This errs on the side of refusing: a stray match in a
 * comment refuses a harmless file, never the reverse. CSS `url()` follows the same rule.
 */
export function svgReferencesOutside(svg: string): boolean {
  if (/<!ENTITY/i.test(svg)) return true;
  for (const match of svg.matchAll(/href\s*=\s*(["'])([\s\S]*?)\1/gi)) {
    const target = decodeXmlReferences(match[2] ?? "").trim();
    if (!target.startsWith("#") && !EMBEDDED_PICTURE.test(target)) return true;
  }
  // CSS may only point at the file's own elements (a gradient, a clip path), never import a sheet.
  if (/@import/i.test(svg)) return true;
  for (const match of svg.matchAll(/url\(\s*(["']?)([^)]*?)\1\s*\)/gi)) {
    const target = decodeXmlReferences(match[2] ?? "").trim();
    if (!target.startsWith("#") && !EMBEDDED_PICTURE.test(target)) return true;
  }
  // An href without quotes is not XML; a parser that accepted one must still not reach a file.
  return /href\s*=\s*[^\s"']/i.test(svg);
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXmlReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    if (name.startsWith("#")) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    return NAMED[name] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}
