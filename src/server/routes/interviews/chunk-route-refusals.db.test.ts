import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import { RECORDING_HEADERS, recordingMessages } from "@shared/interviews/recording-contracts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { rawRequest } from "../../testing/raw-request";
import { newLeaseToken, recordingClient, sha256Hex } from "../../testing/recording-fixtures";

const WEBM = "video/webm;codecs=vp9,opus";
const SIXTY_MIB = 60 * 1024 * 1024;
const PER_IP = 8;

/*
 * The chunk route refuses what it can before reading a byte of the body (decision 0016). These
 * requests declare a 60 MiB body and send none of it (or only its start): an answer at all
 * proves the server did not wait for the body, let alone parse it.
 */
describe("chunk route refusals before the body", () => {
  let t: TestApp;
  let port: number;
  const { putChunk, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });

  beforeAll(async () => {
    t = await createTestApp({ env: { RECORDING_CHUNKS_PER_IP_PER_MINUTE: String(PER_IP) } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const chunkPath = (sessionId: string, seq = 0) => `/api/recording-sessions/${sessionId}/segments/0/chunks/${seq}`;
  const chunkHeaders = (extra: Record<string, string>) => ({
    [RECORDING_HEADERS.leaseToken]: newLeaseToken(),
    [RECORDING_HEADERS.sha256]: "0".repeat(64),
    [RECORDING_HEADERS.mimeType]: WEBM,
    ...extra,
  });

  it.each([
    ["application/json", Buffer.from('{"padding":"')],
    ["text/plain", Buffer.from("aaaa")],
    ["multipart/form-data; boundary=x", Buffer.from("--x\r\n")],
  ])("answers %s with 415 without reading the 60 MiB body", async (contentType, bodyStart) => {
    const answer = await rawRequest(port, {
      method: "PUT",
      path: chunkPath(randomUUID()),
      headers: chunkHeaders({ "content-type": contentType, "content-length": String(SIXTY_MIB) }),
      bodyStart,
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({
      error: ErrorCode.unsupportedMediaType,
      message: recordingMessages.octetStreamOnly,
    });
  });

  it("answers a small text/plain chunk of the owner's own session with 415, not a checksum mismatch", async () => {
    const { cookie, sessionId, token } = await freshRecorder();
    const bytes = Buffer.from("hello");
    const response = await t.app.inject({
      method: "PUT",
      url: chunkPath(sessionId),
      payload: bytes,
      headers: {
        cookie,
        "content-type": "text/plain",
        [RECORDING_HEADERS.leaseToken]: token,
        [RECORDING_HEADERS.sha256]: sha256Hex(bytes),
        [RECORDING_HEADERS.mimeType]: WEBM,
      },
      remoteAddress: "127.50.0.1",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(recordingMessages.octetStreamOnly);
    // Nothing was taken: the same bytes sent properly are the first chunk.
    const proper = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, {
      token,
      sha256: sha256Hex(bytes),
    });
    expect(proper.statusCode).toBe(200);
  });

  it("checks session, lease and sequence before the body: the 60 MiB bodies are never waited for", async () => {
    const recorder = await freshRecorder();
    const held = Buffer.from("held");
    expect(
      (
        await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq: 0 }, held, {
          token: recorder.token,
          sha256: sha256Hex(held),
        })
      ).statusCode,
    ).toBe(200);
    const octet = (extra: Record<string, string>) =>
      chunkHeaders({ "content-type": "application/octet-stream", "content-length": String(SIXTY_MIB), ...extra });

    const anonymous = await rawRequest(port, { method: "PUT", path: chunkPath(randomUUID()), headers: octet({}) });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body).message).toBe(accessMessages.signInRequired);

    const unknown = await rawRequest(port, {
      method: "PUT",
      path: chunkPath(randomUUID()),
      headers: octet({ cookie: recorder.cookie }),
    });
    expect(unknown.status).toBe(404);

    const wrongLease = await rawRequest(port, {
      method: "PUT",
      path: chunkPath(recorder.sessionId, 1),
      headers: octet({ cookie: recorder.cookie }),
    });
    expect(wrongLease.status).toBe(409);
    expect(JSON.parse(wrongLease.body).message).toBe(recordingMessages.leaseRequired);

    const sameSeqOtherBytes = await rawRequest(port, {
      method: "PUT",
      path: chunkPath(recorder.sessionId, 0),
      headers: octet({ cookie: recorder.cookie, [RECORDING_HEADERS.leaseToken]: recorder.token }),
    });
    expect(sameSeqOtherBytes.status).toBe(409);
    expect(JSON.parse(sameSeqOtherBytes.body).message).toBe(recordingMessages.checksumConflict);

    const overCap = await rawRequest(port, {
      method: "PUT",
      path: chunkPath(recorder.sessionId, 1),
      headers: octet({
        cookie: recorder.cookie,
        [RECORDING_HEADERS.leaseToken]: recorder.token,
        "content-length": String(65 * 1024 * 1024),
      }),
    });
    expect(overCap.status).toBe(413);
  });

  it("holds every chunk request to a per-IP limit, whatever session it names", async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PER_IP; index += 1) {
      const response = await t.app.inject({
        method: "PUT",
        url: chunkPath(randomUUID()),
        payload: Buffer.from("x"),
        headers: chunkHeaders({ "content-type": "application/octet-stream" }),
        remoteAddress: "127.60.0.1",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, PER_IP)).toEqual(Array.from({ length: PER_IP }, () => 401));
    expect(statuses[PER_IP]).toBe(429);
    // Another address has its own bucket.
    const other = await t.app.inject({
      method: "PUT",
      url: chunkPath(randomUUID()),
      payload: Buffer.from("x"),
      headers: chunkHeaders({ "content-type": "application/octet-stream" }),
      remoteAddress: "127.60.0.2",
    });
    expect(other.statusCode).toBe(401);
  });

  it("documents each of its refusals in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const responses = document.paths["/api/recording-sessions/{id}/segments/{segment}/chunks/{seq}"].put.responses;
    for (const status of ["200", "400", "401", "403", "404", "409", "413", "415", "429", "500", "507"])
      expect(responses, status).toHaveProperty(status);
  });
});
