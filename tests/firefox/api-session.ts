import { expect } from "vitest";
import { ownClientAddress } from "../e2e/fixtures/account-data";

/**
 * The API called from the test process with fetch, as a client of its own: it keeps the cookies
 * the server sets (a sign-in's session) and sends one client address (x-forwarded-for), like the
 * Chromium suite's request contexts.
 */
export interface ApiSession {
  /** The answer, without reading it; redirects are not followed, so a sign-in link's cookies are kept. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
  /** Sends, expects `status`, and answers the parsed body. */
  call<T>(method: string, path: string, status: number, body?: unknown): Promise<T>;
  /** Sends raw bytes with headers of the caller's (a recording chunk), keeping the session's cookies. */
  sendBytes(method: string, path: string, bytes: Buffer, headers: Record<string, string>): Promise<Response>;
}

export function apiSession(baseUrl: string): ApiSession {
  const cookies = new Map<string, string>();
  const address = ownClientAddress();

  async function request(
    method: string,
    path: string,
    body: string | Blob | undefined,
    extraHeaders: Record<string, string>,
  ): Promise<Response> {
    const headers: Record<string, string> = { ...address, ...extraHeaders };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(new URL(path, baseUrl), { method, headers, body, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }

  const send = (method: string, path: string, body?: unknown) =>
    body === undefined
      ? request(method, path, undefined, {})
      : request(method, path, JSON.stringify(body), { "content-type": "application/json" });

  return {
    send,
    sendBytes: (method, path, bytes, headers) => request(method, path, new Blob([new Uint8Array(bytes)]), headers),
    async call<T>(method: string, path: string, status: number, body?: unknown): Promise<T> {
      const response = await send(method, path, body);
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text}`).toBe(status);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}
