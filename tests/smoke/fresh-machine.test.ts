import { createHash, randomUUID } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { freePort, startNodeScript, stopProcess, waitForOk } from "../../bench/processes";
import { bundledFfmpegPath } from "../../src/server/plugins/media/bundled-ffmpeg";
import { makeRawWebm } from "../../src/server/testing/media/test-media";
import { splitIntoChunks } from "../../src/server/testing/recording-fixtures";
import { registerCandidate } from "../firefox/accounts";
import { apiSession } from "../firefox/api-session";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * What a fresh machine runs `npm install && npm start` on (Node 20 there, decision 0065): the
 * built server on an empty data directory boots, migrates, serves the app, and takes a whole
 * interview through the API, chunk by chunk, until its recording is ready to watch.
 */
describe(`a fresh machine on Node ${process.version}`, () => {
  let server: ChildProcess;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    if (!existsSync("dist/web/index.html")) throw new Error("The web app is not built: run `npm run build` first.");
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-smoke-"));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startNodeScript("src/server/main.ts", {
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
    });
    await waitForOk(`${baseUrl}/api/health`, server);
  }, 120_000);

  afterAll(async () => {
    if (server) await stopProcess(server);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("serves the web app", async () => {
    const page = await fetch(`${baseUrl}/jobs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, "the page loads its bundle").toBeDefined();
    expect((await fetch(`${baseUrl}${script}`)).status).toBe(200);
  });

  it("records a network interview through the API until it is ready to watch", async () => {
    const candidate = await registerCandidate(baseUrl);
    const session = apiSession(baseUrl);
    expect((await session.send("GET", candidate.verificationLink)).status, "the link signs in").toBe(302);

    const attempt = await session.call<{ interviewId: string; sessionId: string }>(
      "POST",
      "/api/interviews/network/attempts",
      200,
      {},
    );
    await session.call("PUT", `/api/interviews/${attempt.interviewId}/consent`, 200, {
      consent: true,
      extraTimeSeconds: 0,
    });
    const token = randomUUID().replaceAll("-", "");
    await session.call("POST", `/api/recording-sessions/${attempt.sessionId}/lease`, 200, { token });

    const media = path.join(dataDir, "answer.webm");
    await makeRawWebm({ path: bundledFfmpegPath() }, media, { seconds: 3 });
    const chunks = splitIntoChunks(await fs.readFile(media));
    for (const [seq, chunk] of chunks.entries()) {
      const put = await session.sendBytes(
        "PUT",
        `/api/recording-sessions/${attempt.sessionId}/segments/0/chunks/${seq}`,
        chunk,
        {
          "content-type": "application/octet-stream",
          [RECORDING_HEADERS.leaseToken]: token,
          [RECORDING_HEADERS.sha256]: sha256(chunk),
          [RECORDING_HEADERS.mimeType]: "video/webm;codecs=vp8,opus",
        },
      );
      expect(put.status, await put.text()).toBe(200);
    }
    await session.call("POST", `/api/recording-sessions/${attempt.sessionId}/finish`, 200, {
      token,
      segments: [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map(sha256) }],
      questionStartSeconds: [0],
    });

    await expect
      .poll(
        async () =>
          (
            await session.call<{ status: string }>(
              "GET",
              `/api/interviews/${attempt.interviewId}/recording-status`,
              200,
            )
          ).status,
        { timeout: 60_000, interval: 250 },
      )
      .toBe("ready");
  });
});
