import type { Block } from "@shared/content/blocks";

export type LegalDocumentId = "terms" | "privacy" | "cookies" | "employer" | "candidate";

interface LegalSection {
  title: string;
  blocks: readonly Block[];
}

/** One legal document. Its text is written once and shown both on its own page and on /legal. */
export interface LegalDocument {
  id: LegalDocumentId;
  /** The tab label and page heading, e.g. "Privacy Policy". */
  title: string;
  /** The standalone address, when the document has one. */
  path?: string;
  /** One sentence for the meta description. */
  summary: string;
  sections: readonly LegalSection[];
}
