import type { EmailTemplate, RenderedEmail } from "./email-content";
import { layoutHtml, layoutText } from "./layout";

/** Renders a template with its data into the subject, HTML and text of one message. */
export function renderEmail<Data>(template: EmailTemplate<Data>, data: Data): RenderedEmail {
  const content = template(data);
  return {
    // A subject is one header line: names pasted with a newline must not split it.
    subject: content.subject.replace(/\s+/g, " ").trim(),
    html: layoutHtml(content),
    text: layoutText(content),
  };
}
