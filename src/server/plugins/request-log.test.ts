import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { RequestLog } from "./request-log";

/**
 * A request whose address can be read only until its socket is destroyed, as Fastify's
 * `request.ip` behaves under TRUST_PROXY after a 413 or a 507 (decision 0072).
 */
function requestWithClosingSocket() {
  let open = true;
  const request = {
    method: "PUT",
    url: "/api/recording-sessions/s/segments/0/chunks/0",
    get ip(): string {
      if (!open) throw new TypeError("Cannot read properties of null (reading 'remoteAddress')");
      return "203.0.113.9";
    },
  };
  return { request: request as unknown as FastifyRequest, close: () => (open = false) };
}

function replyWithLog(statusCode: number) {
  const log = { info: vi.fn(), error: vi.fn() };
  return { reply: { statusCode, elapsedTime: 12, log } as unknown as FastifyReply, log };
}

describe("the request log line", () => {
  it("names the client read when the request started, after its socket is gone", () => {
    const requestLog = new RequestLog({ env: "production" });
    const { request, close } = requestWithClosingSocket();
    requestLog.incomingRequest(request);
    close();
    const { reply, log } = replyWithLog(413);
    expect(() => requestLog.requestCompleted(null, request, reply)).not.toThrow();
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 413, ip: "203.0.113.9" }), "request");
  });

  it("never throws, even when the address was never read and the logger fails", () => {
    const requestLog = new RequestLog({ env: "production" });
    const { request, close } = requestWithClosingSocket();
    close();
    const { reply, log } = replyWithLog(507);
    expect(() => requestLog.requestCompleted(null, request, reply)).not.toThrow();
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ ip: "unknown" }), "request");
    log.info.mockImplementation(() => {
      throw new Error("log stream closed");
    });
    log.error.mockImplementation(() => {
      throw new Error("log stream closed");
    });
    expect(() => requestLog.requestCompleted(null, request, reply)).not.toThrow();
  });
});
