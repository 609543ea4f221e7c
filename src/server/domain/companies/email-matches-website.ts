/**
 * Whether an e-mail address belongs to a website's domain: "ana@ml.acme.ai" matches
 * "https://www.acme.ai", "ana@acme-mail.com" does not. Admins see this when verifying a company.
 */
export function emailMatchesWebsite(email: string | null, website: string | null): boolean {
  if (!email || !website) return false;
  const emailHost = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const siteHost = websiteHost(website);
  if (!siteHost) return false;
  return emailHost === siteHost || emailHost.endsWith(`.${siteHost}`) || siteHost.endsWith(`.${emailHost}`);
}

/** The host a website's address names, without "www.": "acme.ai" for "https://www.acme.ai/jobs". */
export function websiteHost(website: string): string | null {
  try {
    const host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
    return host.replace(/^www\./, "");
  } catch {
    return null;
  }
}
