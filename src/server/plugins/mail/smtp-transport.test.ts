import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpTransport } from "./smtp-transport";

interface ReceivedMessage {
  recipients: string[];
  raw: string;
}

/** Undoes quoted-printable: soft line breaks, then =XX bytes, read as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Just enough MIME to find the body of each part by its content type. */
function mimeParts(raw: string): Map<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  const parts = new Map<string, string>();
  if (!boundary) return parts;
  for (const section of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head = "", ...rest] = section.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? "";
    const body = rest.join("\n\n").replace(/\r?\n$/, "");
    parts.set(type, /content-transfer-encoding:\s*quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body);
  }
  return parts;
}

describe("SmtpTransport", () => {
  const received: ReceivedMessage[] = [];
  let closedConnections = 0;
  let server: SMTPServer;
  let url: string;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith("@refused.test")) return callback(new Error("550 mailbox unavailable"));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
      onClose() {
        closedConnections += 1;
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it("delivers the recipient, subject and both the HTML and the text part", async () => {
    const transport = new SmtpTransport(url);
    const link = "https://onetake.test/api/auth/verify-email?token=abc&callbackURL=%2Fcandidate-dashboard";
    const html = `<p>Hi Ana,</p><p><a href="${link.replace("&", "&amp;")}">Confirm email address</a></p>`;
    const text = `Hi Ana,\n\nConfirm email address:\n${link}`;
    try {
      await transport.send({
        from: "OneTake <no-reply@onetake.test>",
        to: "ana@example.test",
        subject: "Confirm your email address for OneTake",
        html,
        text,
      });
    } finally {
      await transport.close();
    }

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.recipients).toEqual(["ana@example.test"]);
    expect(message?.raw).toMatch(/^To: ana@example\.test\r?$/m);
    expect(message?.raw).toMatch(/^From: OneTake <no-reply@onetake\.test>\r?$/m);
    expect(message?.raw).toMatch(/^Subject: Confirm your email address for OneTake\r?$/m);
    expect(message?.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    const parts = mimeParts(message?.raw ?? "");
    expect(parts.get("text/plain")?.replace(/\r\n/g, "\n")).toBe(text);
    expect(parts.get("text/html")).toBe(html);
  });

  it("rejects when the server refuses the recipient, so the send task is retried", async () => {
    const transport = new SmtpTransport(url);
    try {
      await expect(
        transport.send({
          from: "no-reply@onetake.test",
          to: "x@refused.test",
          subject: "s",
          html: "<p>h</p>",
          text: "t",
        }),
      ).rejects.toThrow(/mailbox unavailable/);
    } finally {
      await transport.close();
    }
  });

  it("keeps its pooled connection open until close()", async () => {
    const transport = new SmtpTransport(url);
    await transport.send({
      from: "no-reply@onetake.test",
      to: "a@example.test",
      subject: "1",
      html: "<p>1</p>",
      text: "1",
    });
    await transport.send({
      from: "no-reply@onetake.test",
      to: "b@example.test",
      subject: "2",
      html: "<p>2</p>",
      text: "2",
    });
    const closedBefore = closedConnections;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closedConnections).toBe(closedBefore);
    await transport.close();
    await expect.poll(() => closedConnections, { timeout: 5_000 }).toBe(closedBefore + 1);
  });
});
