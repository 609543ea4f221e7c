import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { OutboxTransport, outboxReader } from "../../plugins/mail/outbox-transport";
import { createTestDatabase } from "../../testing/test-database";
import devMailRoutes from "./dev-mail-routes";
import { nextMillisecond } from "../../testing/clock";

interface ListedMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  links: string[];
}

const verifyLink = "http://localhost:3000/api/auth/verify-email?token=tok123&callbackURL=%2Fcandidate-dashboard";
const from = "OneTake <no-reply@onetake.test>";

describe("dev mail routes", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify();
    await app.register(devMailRoutes, { outbox: outboxReader(database.db) });
    await app.ready();
    const outbox = new OutboxTransport(database.db, app.log);
    await outbox.send({
      from,
      to: "ana@example.test",
      subject: "Confirm <your> email & more",
      html: `<p>Hi Ana,</p><a href="${verifyLink.replace("&", "&amp;")}">Confirm</a><script>alert(1)</script>`,
      text: `Hi Ana,\n\nConfirm email address:\n${verifyLink}\n`,
    });
    await nextMillisecond();
    await outbox.send({
      from,
      to: "sam@example.test",
      subject: "Welcome to OneTake",
      html: "<p>Hi</p>",
      text: "Hi Sam",
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lists messages for one recipient as JSON, with their links", async () => {
    const response = await app.inject({ method: "GET", url: "/api/dev/mail?to=ana@example.test" });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<{ messages: ListedMessage[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: "ana@example.test",
      subject: "Confirm <your> email & more",
      links: [verifyLink],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(messages[0]?.html).toContain("<p>Hi Ana,</p>");
  });

  it("lists every message newest first without a filter, and refuses a bad limit", async () => {
    const all = (await app.inject({ method: "GET", url: "/api/dev/mail" })).json<{ messages: ListedMessage[] }>();
    expect(all.messages.map((message) => message.to)).toEqual(["sam@example.test", "ana@example.test"]);
    const bad = await app.inject({ method: "GET", url: "/api/dev/mail?limit=0" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "validation_error" });
  });

  it("renders the outbox page with escaped subjects and clickable links", async () => {
    const response = await app.inject({ method: "GET", url: "/dev/mail" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Confirm &lt;your&gt; email &amp; more");
    expect(response.body).not.toContain("Confirm <your>");
    expect(response.body).toContain(`<a href="${verifyLink.replace("&", "&amp;")}"`);
    expect(response.body).toContain("ana@example.test");
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body.indexOf("Welcome to OneTake")).toBeLessThan(response.body.indexOf("Confirm &lt;your&gt;"));
  });

  it("escapes a recipient filter echoed into the page", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/dev/mail?to=${encodeURIComponent('"><script>x</script>')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("shows one message: HTML inert in a sandboxed srcdoc frame, text, and links", async () => {
    const [message] = (await app.inject({ method: "GET", url: "/api/dev/mail?to=ana@example.test" })).json<{
      messages: ListedMessage[];
    }>().messages;
    const response = await app.inject({ method: "GET", url: `/dev/mail/${message!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<iframe[^>]* sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(response.body).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hi Ana,&lt;/p&gt;');
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain("Confirm email address:\n");
    expect(response.body).toContain(`<a href="${verifyLink.replace("&", "&amp;")}"`);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const unknown = await app.inject({ method: "GET", url: "/dev/mail/00000000-0000-4000-8000-000000000000" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Message not found");
    const malformed = await app.inject({ method: "GET", url: `/dev/mail/${encodeURIComponent("<b>nope")}` });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain("&lt;b&gt;nope");
  });
});
