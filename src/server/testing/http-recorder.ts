import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { STRONG_PASSWORD, uniqueIp } from "./accounts-fixtures";
import { newLeaseToken, sha256Hex } from "./recording-fixtures";

/**
 * A candidate's recorder over real HTTP, for tests that start server processes: every call
 * names the server it goes to, so a test can spread one interview over several servers. Each
 * client says which address it comes from (x-forwarded-for, read under TRUST_PROXY), so the
 * per-IP limits of one test never decide another.
 */
export interface HttpRecorder {
  cookie: string;
  /** The client's own address, sent as x-forwarded-for. */
  address: string;
  sessionId: string;
  interviewId: string;
  token: string;
}

const TEST_WEBM = "video/webm;codecs=vp8,opus";

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs in a candidate with a verified e-mail (accounts-fixtures' password) and answers the cookie. */
async function signInOverHttp(baseUrl: string, email: string, address: string): Promise<string> {
  const response = await expectOk(
    await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    }),
    `sign-in of ${email}`,
  );
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A JSON call as the signed-in candidate; throws on anything but 2xx. */
export async function callAs<T>(
  baseUrl: string,
  who: Pick<HttpRecorder, "cookie" | "address">,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: object,
): Promise<T> {
  const response = await expectOk(
    await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: who.cookie,
        "x-forwarded-for": who.address,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
    `${method} ${path}`,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Signs the candidate in, opens the network interview's attempt, agrees to the recording notice
 * and takes the lease, as the interview page does before recording.
 */
export async function openHttpRecorder(baseUrl: string, email: string): Promise<HttpRecorder> {
  const address = uniqueIp();
  const cookie = await signInOverHttp(baseUrl, email, address);
  const who = { cookie, address };
  const attempt = await callAs<{ sessionId: string; interviewId: string }>(
    baseUrl,
    who,
    "POST",
    "/api/interviews/network/attempts",
    {},
  );
  await callAs(baseUrl, who, "PUT", `/api/interviews/${attempt.interviewId}/consent`, {
    consent: true,
    extraTimeSeconds: 0,
  });
  const token = newLeaseToken();
  await callAs(baseUrl, who, "POST", `/api/recording-sessions/${attempt.sessionId}/lease`, { token });
  return { ...who, ...attempt, token };
}

/** The headers a chunk PUT carries, beside its body's own. */
export function chunkHeaders(recorder: HttpRecorder, sha256: string): Record<string, string> {
  return {
    cookie: recorder.cookie,
    "x-forwarded-for": recorder.address,
    "content-type": "application/octet-stream",
    [RECORDING_HEADERS.leaseToken]: recorder.token,
    [RECORDING_HEADERS.sha256]: sha256,
    [RECORDING_HEADERS.mimeType]: TEST_WEBM,
  };
}

export function chunkPath(recorder: HttpRecorder, segment: number, seq: number): string {
  return `/api/recording-sessions/${recorder.sessionId}/segments/${segment}/chunks/${seq}`;
}

/** PUTs one chunk of segment 0 and answers the response (unread). */
export function putChunkOverHttp(
  baseUrl: string,
  recorder: HttpRecorder,
  seq: number,
  bytes: Buffer,
): Promise<Response> {
  return fetch(`${baseUrl}${chunkPath(recorder, 0, seq)}`, {
    method: "PUT",
    headers: chunkHeaders(recorder, sha256Hex(bytes)),
    body: new Uint8Array(bytes),
  });
}

/** Finishes the session with segment 0 made of these chunks, each question at these seconds. */
export function finishOverHttp(
  baseUrl: string,
  recorder: HttpRecorder,
  chunks: Buffer[],
  questionStartSeconds: number[],
): Promise<unknown> {
  return callAs(baseUrl, recorder, "POST", `/api/recording-sessions/${recorder.sessionId}/finish`, {
    token: recorder.token,
    segments: [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map((chunk) => sha256Hex(chunk)) }],
    questionStartSeconds,
  });
}
