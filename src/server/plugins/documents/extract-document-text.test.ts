import { describe, expect, it } from "vitest";
import { tinyDocx, tinyPdf } from "../../testing/test-files";
import { DOCX_TYPE, PDF_TYPE, extractDocumentText } from "./extract-document-text";

describe("the text of an uploaded document", () => {
  it("reads a PDF's text layer and a DOCX's paragraphs", async () => {
    expect(await extractDocumentText(tinyPdf("Python   and (Kubernetes)"), PDF_TYPE)).toBe("Python and (Kubernetes)");
    expect(await extractDocumentText(tinyDocx("Led the RLHF pipeline"), DOCX_TYPE)).toBe("Led the RLHF pipeline");
  });

  it("has none for the old .doc and for a PDF without text; a damaged PDF is an error", async () => {
    expect(await extractDocumentText(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), "application/msword")).toBeNull();
    expect(await extractDocumentText(tinyPdf(""), PDF_TYPE)).toBeNull();
    await expect(
      extractDocumentText(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), PDF_TYPE),
    ).rejects.toThrow();
  });
});
