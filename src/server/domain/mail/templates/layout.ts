import type { EmailBlock, EmailContent } from "./email-content";
import { escapeHtml } from "./escape-html";

const BRAND_NAME = "OneTake";
const BRAND_TAGLINE = "One interview. Every AI company.";

// Tailwind's palette, written out: mail clients ignore stylesheets, so every style is inline.
const color = {
  accent: "#4f46e5", // indigo-600
  accentTint: "#eef2ff", // indigo-50
  accentText: "#3730a3", // indigo-800
  heading: "#0f172a", // slate-900
  body: "#334155", // slate-700
  muted: "#64748b", // slate-500
  border: "#e2e8f0", // slate-200
  page: "#f8fafc", // slate-50
  white: "#ffffff",
};
const fontStack = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Only web links go into a message: a javascript: or data: URL in a button would be a hole. */
function assertWebUrl(url: string): string {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new TypeError(`Email link is not a valid URL: ${url}`);
  }
  if (protocol !== "https:" && protocol !== "http:") throw new TypeError(`Email link must be http(s): ${url}`);
  return url;
}

/** Escapes text and keeps its line breaks (a reviewer's reason may have several lines). */
function escapeLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

const paragraphStyle = `margin:0 0 16px;font-size:15px;line-height:24px;color:${color.body};`;
const smallStyle = `margin:0 0 16px;font-size:13px;line-height:20px;color:${color.muted};`;

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="${paragraphStyle}">${escapeLines(block.text)}</p>`;
    case "note":
      return `<p style="${smallStyle}">${escapeLines(block.text)}</p>`;
    case "steps":
      return (
        `<ol style="margin:0 0 16px;padding:0 0 0 20px;font-size:15px;line-height:24px;color:${color.body};">` +
        block.items.map((item) => `<li style="margin:0 0 8px;">${escapeLines(item)}</li>`).join("") +
        `</ol>`
      );
    case "callout":
      return (
        `<div style="margin:0 0 16px;padding:12px 16px;background-color:${color.accentTint};` +
        `border-left:3px solid ${color.accent};border-radius:4px;">` +
        `<p style="margin:0 0 4px;font-size:13px;line-height:20px;font-weight:600;color:${color.accentText};">` +
        `${escapeHtml(block.label)}</p>` +
        `<p style="margin:0;font-size:15px;line-height:24px;color:${color.body};">${escapeLines(block.text)}</p>` +
        `</div>`
      );
    case "button": {
      const href = escapeHtml(assertWebUrl(block.url));
      // A table cell carries the background because some clients drop padding on links.
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">` +
        `<tr><td style="border-radius:6px;background-color:${color.accent};">` +
        `<a href="${href}" style="display:inline-block;padding:12px 20px;font-family:${fontStack};font-size:15px;` +
        `line-height:20px;font-weight:600;color:${color.white};text-decoration:none;border-radius:6px;">` +
        `${escapeHtml(block.label)}</a></td></tr></table>` +
        `<p style="${smallStyle}">If the button does not work, copy this link into your browser:<br>` +
        `<a href="${href}" style="color:${color.accent};word-break:break-all;">${escapeHtml(block.url)}</a></p>`
      );
    }
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "steps":
      return block.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
    case "callout":
      return `${block.label}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `  ${line}`)
        .join("\n")}`;
    case "button":
      return `${block.label}:\n${assertWebUrl(block.url)}`;
  }
}

export function layoutHtml(content: EmailContent): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${color.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${color.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;font-family:${fontStack};">
<tr><td style="padding:0 4px 16px;font-size:20px;line-height:28px;font-weight:700;color:${color.accent};">${BRAND_NAME}</td></tr>
<tr><td style="padding:32px;background-color:${color.white};border:1px solid ${color.border};border-top:4px solid ${color.accent};border-radius:8px;">
<h1 style="margin:0 0 24px;font-size:22px;line-height:30px;font-weight:600;color:${color.heading};">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:16px 4px 0;font-size:12px;line-height:18px;color:${color.muted};">
<p style="margin:0 0 4px;">${escapeHtml(content.reason)}</p>
<p style="margin:0;">${BRAND_NAME} &middot; ${escapeHtml(BRAND_TAGLINE)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function layoutText(content: EmailContent): string {
  const sections = [content.heading, ...content.blocks.map(blockText)];
  // "-- " on its own line is the conventional signature separator; mail clients dim what follows.
  return `${sections.join("\n\n")}\n\n-- \n${content.reason}\n${BRAND_NAME} · ${BRAND_TAGLINE}\n`;
}
