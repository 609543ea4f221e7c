import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { recordingClient, sha256Hex, type Recorder } from "../../testing/recording-fixtures";

const WEBM = "video/webm;codecs=vp9,opus";

/** Path numbers have one spelling: each of these would otherwise alias chunk 0, 1, 16 or 1000. */
describe("integer path parameters", () => {
  let t: TestApp;
  let recorder: Recorder;
  const { inject, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });
  const chunk = Buffer.from("a chunk of a recording");

  const put = (segment: string, seq: string) =>
    inject({
      method: "PUT",
      url: `/api/recording-sessions/${recorder.sessionId}/segments/${segment}/chunks/${seq}`,
      cookie: recorder.cookie,
      payload: chunk,
      headers: {
        "content-type": "application/octet-stream",
        [RECORDING_HEADERS.leaseToken]: recorder.token,
        [RECORDING_HEADERS.sha256]: sha256Hex(chunk),
        [RECORDING_HEADERS.mimeType]: WEBM,
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    recorder = await freshRecorder();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(["1e3", "0x10", "007", "%201", "1%20", "+1", "-0", "1.0", "", "%E2%91%A0", "99999999999999999999"])(
    "refuses the sequence number %j with 400",
    async (seq) => {
      const answer = await put("0", seq);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: "validation_error" });
    },
  );

  it.each(["1e0", "00", " 0"])("refuses the segment %j with 400", async (segment) => {
    const answer = await put(encodeURIComponent(segment), "0");
    expect(answer.statusCode).toBe(400);
  });

  it("takes the plain spelling", async () => {
    expect((await put("0", "0")).statusCode).toBe(200);
    // A chunk this small ends its segment (decision 0075), so the next one goes to segment 1.
    expect((await put("1", "0")).statusCode).toBe(200);
  });
});
