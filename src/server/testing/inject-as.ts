import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { uniqueIp } from "./accounts-fixtures";
import type { TestApp } from "./test-app";

export type TestMethod = "GET" | "POST" | "PUT" | "DELETE";

/** A request as a caller (no cookie: signed out), from its own address so no rate limit is shared. */
export function injectAs(
  t: TestApp,
  method: TestMethod,
  url: string,
  cookie?: string,
  payload?: InjectOptions["payload"],
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: cookie ? { cookie } : {},
    remoteAddress: uniqueIp(),
  });
}

/** The API's error body. */
export const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: string; message: string; fields?: Record<string, string> }>();
