/**
 * Whether an e-mail address belongs to a website's domain: "ana@ml.acme.ai" matches
 * "https://www.acme.ai", "ana@acme-mail.com" does not. Admins see this when verifying a company.
 */
export function emailMatchesWebsite(email: string | null, website: string | null): boolean {
  if (!email || !website) return false;
  const emailHost = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  let siteHost: string;
  try {
    siteHost = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  siteHost = siteHost.replace(/^www\./, "");
  return emailHost === siteHost || emailHost.endsWith(`.${siteHost}`) || siteHost.endsWith(`.${emailHost}`);
}
