import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../testing/test-database";
import { createMailTransport } from "./create-mail-transport";

describe("createMailTransport", () => {
  let database: DatabaseHandle;
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("uses SMTP when SMTP_URL is set", async () => {
    const config = { mail: { from: "a@onetake.test", smtpUrl: "smtp://127.0.0.1:2525" } };
    const transport = createMailTransport({ config, db: database.db, log });
    expect(transport.kind).toBe("smtp");
    await transport.close();
  });

  it("falls back to the dev outbox without SMTP_URL", async () => {
    const config = { mail: { from: "a@onetake.test", smtpUrl: undefined } };
    const transport = createMailTransport({ config, db: database.db, log });
    expect(transport.kind).toBe("outbox");
    await transport.close();
  });
});
