import { RichText } from "../components/rich-text";
import type { LegalDocument } from "./types";

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** h2 on a document's own page; h3 inside the legal center, under the document's h2. */
  sectionHeading?: "h2" | "h3";
}

/** A legal document's titled sections. The same component renders it on its page and in /legal. */
export function LegalDocumentView({ document, sectionHeading: Heading = "h2" }: LegalDocumentViewProps) {
  return (
    <div className="grid gap-10">
      {document.sections.map((section) => (
        <section key={section.title} className="grid gap-3">
          <Heading className="text-xl font-semibold tracking-tight text-foreground">{section.title}</Heading>
          <RichText blocks={section.blocks} headingLevel="h3" size="base" />
        </section>
      ))}
    </div>
  );
}
