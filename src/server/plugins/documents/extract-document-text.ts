import mammoth from "mammoth";
import { extractText } from "unpdf";

/** A resume longer than this is cut: matching reads skill names, not a book. */
const DOCUMENT_TEXT_MAX_CHARS = 100_000;

export const PDF_TYPE = "application/pdf";
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Runs of whitespace as single spaces, lines kept, so "machine\n learning" reads as words. */
function tidy(text: string): string {
  return (
    text
      // PostgreSQL text cannot hold a NUL, which some PDFs put in their text.
      .replaceAll(String.fromCharCode(0), "")
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n")
      .slice(0, DOCUMENT_TEXT_MAX_CHARS)
  );
}

/**
 * The text of an uploaded document, judged by its stored type (which the upload set from its
 * bytes): a PDF's text layer, a DOCX's paragraphs. Null for a type whose text cannot be read here
 * (the old binary .doc), and for a scanned PDF with no text layer. Throws when the file is damaged.
 */
export async function extractDocumentText(bytes: Uint8Array, contentType: string): Promise<string | null> {
  if (contentType === PDF_TYPE) {
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return tidy(text) || null;
  }
  if (contentType === DOCX_TYPE) {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return tidy(value) || null;
  }
  return null;
}
