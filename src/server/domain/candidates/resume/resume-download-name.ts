const extensionByType: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/**
 * The name a downloaded resume is saved as, from the candidate's name and the stored type
 * (e.g. "ada-lovelace-resume.pdf"): never the uploader's own file name, which may say anything.
 */
export function resumeDownloadName(name: string, contentType: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const ext = Object.hasOwn(extensionByType, contentType) ? (extensionByType[contentType] ?? "bin") : "bin";
  return `${slug ? `${slug}-` : ""}resume.${ext}`;
}
