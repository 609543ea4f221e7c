/**
 * What a template says, not how it looks. The layout turns one EmailContent into both the
 * HTML and the text version, so the two always carry the same words and the same links, and
 * every value is escaped in one place.
 */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  /** A call to action: a button in HTML (with the link written out below it), "label: url" in text. */
  | { kind: "button"; label: string; url: string }
  | { kind: "steps"; items: string[] }
  /** A highlighted quotation, e.g. a reviewer's reason. Line breaks in the text are kept. */
  | { kind: "callout"; label: string; text: string }
  /** Small print under the main content. */
  | { kind: "note"; text: string };

export interface EmailContent {
  subject: string;
  /** The preview line inboxes show after the subject; hidden in the body. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  /** Why the recipient is getting this message, shown in the footer. */
  reason: string;
}

export type EmailTemplate<Data> = (data: Data) => EmailContent;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
