/** How far into a text file the root element may be (an XML declaration, comments, a doctype). */
const PROLOGUE_LIMIT = 16 * 1024;

/**
 * Whether the first bytes of a file are an SVG document: optional BOM, XML declaration, comments,
 * processing instructions and doctype, then an `<svg` root element. file-type does not judge text
 * formats, so an SVG upload is recognised here; anything else stays unknown.
 */
export function looksLikeSvg(sample: Buffer): boolean {
  let text = sample
    .subarray(0, PROLOGUE_LIMIT)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  for (;;) {
    text = text.trimStart();
    const skipped = skipPrologueItem(text);
    if (skipped === undefined) break;
    text = skipped;
  }
  return /^<svg[\s>/]/.test(text) || /^<[A-Za-z_][\w.-]*:svg[\s>/]/.test(text);
}

function skipPrologueItem(text: string): string | undefined {
  const closers: [string, string][] = [
    ["<?", "?>"],
    ["<!--", "-->"],
  ];
  for (const [opener, closer] of closers) {
    if (!text.startsWith(opener)) continue;
    const end = text.indexOf(closer, opener.length);
    return end < 0 ? undefined : text.slice(end + closer.length);
  }
  if (/^<!doctype/i.test(text)) {
    // An internal subset ([...]) may contain ">": then the doctype ends at the first "]>" or "]" + ">".
    const close = text.indexOf(">");
    const subset = text.indexOf("[");
    const from = subset >= 0 && subset < close ? text.indexOf("]", subset) : 0;
    const end = from < 0 ? -1 : text.indexOf(">", from);
    return end < 0 ? undefined : text.slice(end + 1);
  }
  return undefined;
}
