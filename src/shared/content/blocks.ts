/**
 * Long-form content (blog posts, help articles) as data, rendered by <RichText>. No HTML strings:
 * nothing is ever injected with dangerouslySetInnerHTML.
 */
export type Block =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "list"; items: readonly string[]; ordered?: boolean }
  | { type: "quote"; text: string; cite?: string }
  | { type: "note"; title: string; text: string };

/** Minutes to read `blocks` at about 220 words a minute (never less than one). */
export function readingMinutes(blocks: readonly Block[]): number {
  const text = blocks
    .map((block) => {
      switch (block.type) {
        case "list":
          return block.items.join(" ");
        case "note":
          return `${block.title} ${block.text}`;
        default:
          return block.text;
      }
    })
    .join(" ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
