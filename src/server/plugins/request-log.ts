import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * Requests a developer does not need to see one by one: the recorder's chunk uploads, lease
 * renewals and question marks (each a request a second or so while recording), the status
 * polls, the health check, and everything outside /api (the built web app's files).
 */
const chatter: readonly { method: string; path: RegExp }[] = [
  { method: "PUT", path: /^\/api\/recording-sessions\/[^/]+\/segments\/[^/]+\/chunks\/[^/]+$/ },
  { method: "POST", path: /^\/api\/recording-sessions\/[^/]+\/(lease|marks)$/ },
  { method: "GET", path: /^\/api\/interviews\/[^/]+\/recording-status$/ },
  { method: "GET", path: /^\/api\/health$/ },
];

const pathOf = (request: FastifyRequest) => request.url.split("?", 1)[0] ?? "";

function isChatter(request: FastifyRequest): boolean {
  const path = pathOf(request);
  if (!path.startsWith("/api/")) return true;
  return chatter.some((rule) => rule.method === request.method && rule.path.test(path));
}

/**
 * One info line per request, written when its answer has gone, instead of Fastify's two
 * ("incoming request" and "request completed"). In production every request is logged; in
 * development the chatter above is left out unless it failed, so a short recording session no
 * longer writes thousands of lines. Fastify's other lines (errors, unknown routes) stay.
 */
export class RequestLog extends LogController {
  private readonly quiet: boolean;
  /**
   * Each request's client address, read when it starts. Under TRUST_PROXY, `request.ip` reads the
   * socket, and after a 413 or 507 the socket may be gone by the time the line is written: reading
   * it then throws, and a throw here would end the process (decision 0072).
   */
  private readonly addresses = new WeakMap<FastifyRequest, string>();

  constructor(config: Pick<Config, "env">) {
    super();
    this.quiet = config.env === "development";
  }

  override incomingRequest(request: FastifyRequest): void {
    this.addresses.set(request, clientAddressOf(request));
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // The answer has gone: nothing here may fail the process, whatever the request left behind.
    try {
      if (!error && this.quiet && reply.statusCode < 400 && isChatter(request)) return;
      const line = {
        method: request.method,
        // The path only: query strings can carry one-time tokens (e-mail verification, reset).
        path: pathOf(request),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: this.addresses.get(request) ?? clientAddressOf(request),
      };
      if (error) reply.log.error({ ...line, err: error }, "request errored");
      else reply.log.info(line, "request");
    } catch (failure) {
      try {
        reply.log.error({ err: failure }, "the request's log line could not be written");
      } catch {
        // Even the logger failed: there is nowhere left to say so.
      }
    }
  }
}

/** The client's address as Fastify reads it (TRUST_PROXY honoured), or "unknown" once it cannot be read. */
function clientAddressOf(request: FastifyRequest): string {
  try {
    return request.ip;
  } catch {
    return "unknown";
  }
}
