import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../testing/test-database";
import { getOutboxMessage, listOutbox, OutboxTransport } from "./outbox-transport";
import { nextMillisecond } from "../../testing/clock";

/** A real pino logger (Fastify's) that writes its JSON lines into an array. */
function capturingLogger(): { log: FastifyBaseLogger; lines: { msg: string }[] } {
  const lines: { msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string });
      callback();
    },
  });
  return { log: Fastify({ logger: { level: "info", stream } }).log, lines };
}

const from = "OneTake <no-reply@onetake.test>";

describe("OutboxTransport", () => {
  let database: DatabaseHandle;
  let transport: OutboxTransport;
  let lines: { msg: string }[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const captured = capturingLogger();
    lines = captured.lines;
    transport = new OutboxTransport(database.db, captured.log);
  });
  afterAll(async () => {
    await transport.close();
    await database.close();
  });

  it("stores the message and logs one line with the recipient, subject and links", async () => {
    const link = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F";
    await transport.send({
      from,
      to: "ana@example.test",
      subject: "Confirm your email address",
      html: `<a href="${link.replace("&", "&amp;")}">Confirm</a>`,
      text: `Confirm:\n${link}`,
    });

    const [stored] = await listOutbox(database.db, { to: "ana@example.test", limit: 10, offset: 0 });
    expect(stored).toMatchObject({ to: "ana@example.test", from, subject: "Confirm your email address" });
    expect(stored?.text).toContain(link);
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await getOutboxMessage(database.db, stored!.id)).toEqual(stored);

    const line = lines.at(-1)?.msg ?? "";
    expect(line).not.toContain("\n");
    expect(line).toContain("ana@example.test");
    expect(line).toContain('"Confirm your email address"');
    expect(line).toContain(link);
    expect(line).toContain(stored!.id);
  });

  it("lists newest first, filters by recipient (any case) and pages", async () => {
    const send = async (to: string, subject: string) => {
      await nextMillisecond();
      await transport.send({ from, to, subject, html: "<p>x</p>", text: "x" });
    };
    for (const n of [1, 2, 3]) await send("sam@example.test", `Sam ${n}`);
    await send("lee@example.test", "Lee 1");

    const sam = await listOutbox(database.db, { to: "Sam@Example.test", limit: 10, offset: 0 });
    expect(sam.map((message) => message.subject)).toEqual(["Sam 3", "Sam 2", "Sam 1"]);
    const secondPage = await listOutbox(database.db, { to: "sam@example.test", limit: 2, offset: 2 });
    expect(secondPage.map((message) => message.subject)).toEqual(["Sam 1"]);

    const everyone = await listOutbox(database.db, { limit: 10, offset: 0 });
    expect(everyone.map((message) => message.subject)).toEqual([
      "Lee 1",
      "Sam 3",
      "Sam 2",
      "Sam 1",
      "Confirm your email address",
    ]);
  });

  it("answers undefined for an unknown or malformed id", async () => {
    expect(await getOutboxMessage(database.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await getOutboxMessage(database.db, "not-a-uuid")).toBeUndefined();
  });
});
