import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it("sends a plain ASCII name as it is", () => {
    expect(contentDisposition("ada-lovelace-resume.pdf")).toBe('attachment; filename="ada-lovelace-resume.pdf"');
    expect(contentDisposition("clip.webm", "inline")).toBe('inline; filename="clip.webm"');
  });

  it("adds filename* (RFC 5987) with an ASCII fallback for any other name", () => {
    expect(contentDisposition("Renée Müller CV.pdf")).toBe(
      `attachment; filename="Renee Muller CV.pdf"; filename*=UTF-8''Ren%C3%A9e%20M%C3%BCller%20CV.pdf`,
    );
    expect(contentDisposition("履歴書.pdf")).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    );
    expect(contentDisposition("it's (final)*.pdf")).toBe(`attachment; filename="it's (final)*.pdf"`);
    expect(contentDisposition("100%;x.pdf")).toBe(`attachment; filename="100__x.pdf"; filename*=UTF-8''100%25%3Bx.pdf`);
  });

  it("cannot inject a header, a quote or a path", () => {
    const value = contentDisposition('evil"\r\nSet-Cookie: a=b\r\n/../../etc/passwd');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe('attachment; filename="evil_Set-Cookie: a=b_.._.._etc_passwd"');
    expect(value.split('"').length).toBe(3);
  });

  it("never sends an empty or hidden name", () => {
    expect(contentDisposition("")).toBe('attachment; filename="download"');
    expect(contentDisposition("\u0000\u0007")).toBe('attachment; filename="download"');
    expect(contentDisposition("...htaccess")).toBe('attachment; filename="htaccess"');
    expect(contentDisposition("履歴")).toBe(`attachment; filename="download"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4`);
  });
});
