import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ErrorCode } from "@shared/http/error-codes";
import { extractLinks } from "../../plugins/mail/extract-links";
import type { OutboxReader } from "../../plugins/mail/outbox-transport";
import { renderMessageNotFoundPage, renderMessagePage, renderOutboxPage } from "./dev-mail-pages";
import { loopbackOnly } from "./loopback-only";

const listQuery = z.object({
  to: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((to) => to || undefined),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const messageParams = z.object({ id: z.string().max(64) });

// Validated by hand rather than through route schemas: the app's zod compilers are not
// registered on a bare Fastify instance (tests), and these routes stay out of OpenAPI anyway.
const hidden = { schema: { hide: true } };

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

function badRequest(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const message = error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  return reply.status(400).send({ error: ErrorCode.validation, message });
}

/**
 * The dev outbox, for people and for tests: registered only when mail goes to the outbox,
 * never in production, and only to clients on this machine. End-to-end tests read verification
 * links from GET /api/dev/mail.
 */
export default async function devMailRoutes(app: FastifyInstance, opts: { outbox: OutboxReader }): Promise<void> {
  const { outbox } = opts;
  loopbackOnly(app);

  app.get("/dev/mail", hidden, async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    const messages = await outbox.list(query.data);
    return sendHtml(reply, 200, renderOutboxPage(messages, query.data));
  });

  app.get("/dev/mail/:id", hidden, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    if (!params.success) return badRequest(reply, params.error);
    const message = await outbox.get(params.data.id);
    if (!message) return sendHtml(reply, 404, renderMessageNotFoundPage(params.data.id));
    return sendHtml(reply, 200, renderMessagePage(message));
  });

  app.get("/api/dev/mail", hidden, async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    const messages = await outbox.list(query.data);
    return reply.header("cache-control", "no-store").send({
      messages: messages.map((message) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: message.createdAt.toISOString(),
        links: extractLinks(message.text),
      })),
    });
  });
}
