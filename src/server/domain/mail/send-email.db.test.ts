import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import type { MailMessage, MailTransport } from "../../plugins/mail/mail-transport";
import { TaskQueue } from "../../plugins/tasks/task-queue";
import type { AppServices } from "../../services";
import { createTestDatabase } from "../../testing/test-database";
import { sendEmail } from "./send-email";
import { sendMailTask } from "./send-mail-task";
import { renderEmail, verifyEmail } from "./templates";

class RecordingTransport implements MailTransport {
  readonly kind = "outbox";
  readonly sent: (MailMessage & { from: string })[] = [];
  async send(message: MailMessage & { from: string }): Promise<void> {
    this.sent.push(message);
  }
  async close(): Promise<void> {}
}

describe("sendEmail", () => {
  let database: DatabaseHandle;
  let tasks: TaskQueue<AppServices>;
  const transport = new RecordingTransport();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", MAIL_FROM: "OneTake <hello@onetake.test>" });
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    database = await createTestDatabase();
    tasks = new TaskQueue<AppServices>({ handle: database, tasks: [sendMailTask], log, pollingIntervalSeconds: 0.5 });
    await tasks.start();
    // The mail task reads only config and mailTransport, so the rest of AppServices is left out.
    const services: Pick<AppServices, "config" | "mailTransport"> = { config, mailTransport: transport };
    await tasks.work(services as AppServices);
  });
  afterAll(async () => {
    await tasks.stop();
    await database.close();
  });

  it("delivers a queued message through the transport with the configured sender", async () => {
    const rendered = renderEmail(verifyEmail, { firstName: "Ana", url: "https://onetake.test/verify?token=t1" });
    const id = await sendEmail({ tasks }, database.db, "ana@example.test", rendered);
    expect(id).toBeTruthy();
    await expect.poll(() => transport.sent.length, { timeout: 15_000 }).toBe(1);
    expect(transport.sent[0]).toEqual({ to: "ana@example.test", from: "OneTake <hello@onetake.test>", ...rendered });
  });

  it("refuses to queue a message to an address that is not an email", async () => {
    const rendered = renderEmail(verifyEmail, { firstName: "Ana", url: "https://onetake.test/verify?token=t2" });
    await expect(sendEmail({ tasks }, database.db, "not-an-address", rendered)).rejects.toThrow();
  });
});
