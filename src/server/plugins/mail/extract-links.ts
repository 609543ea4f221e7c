// Stops at whitespace, quotes and angle brackets, which never belong to a URL in our messages.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation that often follows a link in prose but is rarely its last character.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * The http(s) links in a plain-text message, in order, without duplicates. The outbox log
 * line and the dev mail pages both use it, so they always agree on what a message links to.
 */
export function extractLinks(text: string): string[] {
  const links = new Set<string>();
  for (const match of text.matchAll(URL_PATTERN)) {
    const link = trimClosingParenthesis(match[0].replace(TRAILING_PUNCTUATION, ""));
    if (link.length > "https://".length) links.add(link);
  }
  return [...links];
}

/** "(see https://x.test/a)" ends with a ")" that is not part of the link; "https://x.test/a_(b)" keeps its own. */
function trimClosingParenthesis(link: string): string {
  let result = link;
  while (result.endsWith(")") && count(result, "(") < count(result, ")")) {
    result = result.slice(0, -1).replace(TRAILING_PUNCTUATION, "");
  }
  return result;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
