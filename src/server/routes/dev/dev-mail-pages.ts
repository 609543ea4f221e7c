import { escapeHtml } from "../../domain/mail/templates/escape-html";
import { extractLinks } from "../../plugins/mail/extract-links";
import type { OutboxMessage } from "../../plugins/mail/outbox-transport";

// Server-rendered and script-free: the CSP forbids inline scripts, and these pages need none.
// Style attributes are allowed by the CSP's style-src 'unsafe-inline'.
const fontStack = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const cardStyle = "margin:0 0 12px;padding:16px;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;";
const mutedStyle = "margin:4px 0 0;font-size:13px;color:#64748b;";
const linkStyle = "color:#4f46e5;word-break:break-all;";

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

function timeElement(date: Date): string {
  return `<time datetime="${date.toISOString()}" style="font-variant-numeric:tabular-nums;">${formatTime(date)}</time>`;
}

function linkList(links: string[]): string {
  if (links.length === 0) return `<p style="${mutedStyle}">No links.</p>`;
  return (
    `<ul style="margin:8px 0 0;padding:0 0 0 18px;font-size:14px;line-height:22px;">` +
    links
      .map((link) => `<li><a href="${escapeHtml(link)}" style="${linkStyle}">${escapeHtml(link)}</a></li>`)
      .join("") +
    `</ul>`
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · OneTake dev mail</title>
</head>
<body style="margin:0;background:#f8fafc;color:#0f172a;font-family:${fontStack};">
<main style="max-width:960px;margin:0 auto;padding:32px 16px;">
${body}
</main>
</body>
</html>
`;
}

export interface OutboxPageOptions {
  to: string | undefined;
  offset: number;
  limit: number;
}

function pageHref(options: OutboxPageOptions, offset: number): string {
  const query = new URLSearchParams();
  if (options.to) query.set("to", options.to);
  if (offset > 0) query.set("offset", String(offset));
  const search = query.toString();
  return escapeHtml(search ? `/dev/mail?${search}` : "/dev/mail");
}

/** The outbox, newest first, each message with its recipient, time and clickable links. */
export function renderOutboxPage(messages: OutboxMessage[], options: OutboxPageOptions): string {
  const filter =
    `<form method="get" action="/dev/mail" style="display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 24px;">` +
    `<label for="to" style="font-size:14px;font-weight:600;">Recipient</label>` +
    `<input id="to" name="to" type="text" value="${escapeHtml(options.to ?? "")}" placeholder="name@example.com" ` +
    `style="flex:1 1 240px;padding:8px 10px;font:inherit;border:1px solid #cbd5e1;border-radius:6px;">` +
    `<button type="submit" style="padding:8px 14px;font:inherit;font-weight:600;color:#ffffff;background:#4f46e5;` +
    `border:0;border-radius:6px;cursor:pointer;">Filter</button>` +
    (options.to ? `<a href="/dev/mail" style="${linkStyle}font-size:14px;">Show all</a>` : "") +
    `</form>`;

  const items = messages.map(
    (message) =>
      `<li style="${cardStyle}">` +
      `<a href="/dev/mail/${escapeHtml(message.id)}" style="font-size:16px;font-weight:600;color:#0f172a;">` +
      `${escapeHtml(message.subject)}</a>` +
      `<p style="${mutedStyle}">To ${escapeHtml(message.to)} · ${timeElement(message.createdAt)}</p>` +
      linkList(extractLinks(message.text)) +
      `</li>`,
  );

  const empty = options.to
    ? `No messages to ${options.to}. Check the address, or show all messages.`
    : "No messages yet. Sign up or ask for a password reset, and the email the server sends appears here.";
  const list =
    items.length > 0
      ? `<ol style="list-style:none;margin:0;padding:0;">${items.join("\n")}</ol>`
      : `<p style="${cardStyle}color:#334155;">${escapeHtml(empty)}</p>`;

  const pager = [
    options.offset > 0
      ? `<a href="${pageHref(options, Math.max(0, options.offset - options.limit))}" style="${linkStyle}">Newer</a>`
      : "",
    messages.length === options.limit
      ? `<a href="${pageHref(options, options.offset + options.limit)}" style="${linkStyle}">Older</a>`
      : "",
  ].filter(Boolean);

  return page(
    "Outbox",
    `<h1 style="margin:0 0 4px;font-size:24px;">Dev outbox</h1>` +
      `<p style="margin:0 0 24px;color:#475569;">Every email the server sent while SMTP_URL is not set. ` +
      `Nothing here left this machine.</p>` +
      filter +
      list +
      (pager.length > 0 ? `<nav style="display:flex;gap:16px;margin:16px 0 0;">${pager.join("")}</nav>` : ""),
  );
}

/**
 * Opens the message's own links in a new tab: inside the sandboxed frame a click would
 * otherwise load the app into the frame, which its frame-ancestors policy refuses.
 */
function withNewTabLinks(html: string): string {
  const base = `<base target="_blank">`;
  return /<head(\s[^>]*)?>/i.test(html) ? html.replace(/<head(\s[^>]*)?>/i, (head) => head + base) : base + html;
}

/** One message: its headers, links, the HTML in a sandboxed frame (no scripts run) and the text. */
export function renderMessagePage(message: OutboxMessage): string {
  const row = (label: string, value: string) =>
    `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;font-weight:600;color:#475569;">${label}</th>` +
    `<td style="padding:4px 0;">${value}</td></tr>`;
  return page(
    message.subject,
    `<p style="margin:0 0 16px;"><a href="/dev/mail" style="${linkStyle}">All messages</a></p>` +
      `<h1 style="margin:0 0 12px;font-size:24px;">${escapeHtml(message.subject)}</h1>` +
      `<table style="margin:0 0 16px;font-size:14px;border-collapse:collapse;">` +
      row("From", escapeHtml(message.from)) +
      row("To", escapeHtml(message.to)) +
      row("Sent", timeElement(message.createdAt)) +
      `</table>` +
      `<h2 style="margin:24px 0 4px;font-size:16px;">Links</h2>` +
      linkList(extractLinks(message.text)) +
      `<h2 style="margin:24px 0 8px;font-size:16px;">HTML</h2>` +
      `<iframe title="HTML version of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" ` +
      `srcdoc="${escapeHtml(withNewTabLinks(message.html))}" ` +
      `style="display:block;width:100%;height:640px;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;"></iframe>` +
      `<h2 style="margin:24px 0 8px;font-size:16px;">Text</h2>` +
      `<pre style="${cardStyle}white-space:pre-wrap;font-size:13px;line-height:20px;overflow-x:auto;">` +
      `${escapeHtml(message.text)}</pre>`,
  );
}

export function renderMessageNotFoundPage(id: string): string {
  return page(
    "Message not found",
    `<h1 style="margin:0 0 8px;font-size:24px;">Message not found</h1>` +
      `<p style="margin:0 0 16px;color:#475569;">There is no outbox message with the id ${escapeHtml(id)}.</p>` +
      `<p style="margin:0;"><a href="/dev/mail" style="${linkStyle}">All messages</a></p>`,
  );
}
