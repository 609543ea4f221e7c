import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledFfmpegPath } from "./bundled-ffmpeg";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";
import { makePoster } from "./make-poster";
import { parseStatedDuration, probeDuration } from "./probe-duration";
import { concatList, remuxRecording } from "./remux-recording";
import { makeFragmentedMp4, makeRawWebm } from "../../testing/media/test-media";

const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 20_000 };
const CUES_ID = Buffer.from([0x1c, 0x53, 0xbb, 0x6b]);

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "onetake-media-"));
  await Promise.all([
    makeRawWebm(ffmpeg, file("raw-a.webm"), { seconds: 2 }),
    makeRawWebm(ffmpeg, file("raw-b.webm"), { seconds: 1.5, hz: 660 }),
    makeRawWebm(ffmpeg, file("short.webm"), { seconds: 0.4 }),
    makeFragmentedMp4(ffmpeg, file("safari-a.mp4"), { seconds: 2, width: 320, height: 240 }),
    makeFragmentedMp4(ffmpeg, file("safari-b.mp4"), { seconds: 1 }),
    writeFile(file("garbage.webm"), "this is not a recording\n".repeat(100)),
    // Starts like WebM, then nonsense: passes the sniff, so ffmpeg itself must refuse it.
    writeFile(file("broken.webm"), Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 0x42)])),
  ]);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The duration the container states in its header, as a player reads it; undefined if none. */
async function statedDuration(input: string): Promise<number | undefined> {
  const { stderr } = await runFfmpeg(ffmpeg, ["-i", input, "-t", "0", "-c", "copy", "-f", "null", "-"]);
  return parseStatedDuration(stderr);
}

/** Within 0.2 s: container overheads (Opus pre-skip, AAC priming, last frame) stay below it. */
function expectNear(seconds: number | undefined, expected: number): void {
  expect(seconds).toBeDefined();
  expect(Math.abs((seconds ?? Number.NaN) - expected)).toBeLessThan(0.2);
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error("no JPEG start-of-frame segment");
}

describe("the bundled ffmpeg", () => {
  it("comes from @ffmpeg-installer, not from the system", async () => {
    expect(ffmpeg.path).toContain(`${path.sep}@ffmpeg-installer${path.sep}`);
    const { stdout } = await runFfmpeg(ffmpeg, ["-version"]);
    expect(stdout).toMatch(/^ffmpeg version/);
  });
});

describe("remuxRecording", () => {
  it("adds the duration and the seek index raw MediaRecorder WebM lacks", async () => {
    const input = file("raw-a.webm");
    expect(await statedDuration(input)).toBeUndefined();
    expect((await readFile(input)).includes(CUES_ID)).toBe(false);

    const result = await remuxRecording(ffmpeg, [input], file("remuxed-a.webm"));

    expect(result).toEqual({ container: "webm" });
    expectNear(await statedDuration(file("remuxed-a.webm")), 2);
    expect((await readFile(file("remuxed-a.webm"))).includes(CUES_ID)).toBe(true);
  });

  it("joins segments in order into one WebM as long as both", async () => {
    const output = file("joined.webm");
    await remuxRecording(ffmpeg, [file("raw-a.webm"), file("raw-b.webm")], output);
    expectNear(await statedDuration(output), 3.5);
    expectNear(await probeDuration(ffmpeg, output), 3.5);
  });

  it("keeps Safari's MP4, joined, with its index ahead of the media", async () => {
    const output = file("joined.mp4");
    const result = await remuxRecording(ffmpeg, [file("safari-a.mp4"), file("safari-b.mp4")], output);
    expect(result).toEqual({ container: "mp4" });
    expectNear(await statedDuration(output), 3);
    const bytes = await readFile(output);
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(bytes.indexOf("moov")).toBeGreaterThan(0);
    expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
  });

  it("refuses segments of different containers, none at all, missing and garbage files", async () => {
    const out = file("refused.webm");
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => "resolved",
        (error: unknown) => (error instanceof MediaToolError ? error.code : error),
      );
    expect(await code(remuxRecording(ffmpeg, [file("raw-a.webm"), file("safari-a.mp4")], out))).toBe("invalid-input");
    expect(await code(remuxRecording(ffmpeg, [], out))).toBe("invalid-input");
    expect(await code(remuxRecording(ffmpeg, [file("missing.webm")], out))).toBe("invalid-input");
    expect(await code(remuxRecording(ffmpeg, [file("garbage.webm")], out))).toBe("invalid-input");
    await writeFile(out, "left over from an earlier attempt");
    const broken = await remuxRecording(ffmpeg, [file("broken.webm")], out).catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(MediaToolError);
    expect(broken).toMatchObject({ code: "failed", message: expect.stringContaining("ffmpeg failed:") as string });
    await expect(stat(out)).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("probeDuration", () => {
  it("measures raw WebM, which states no duration, by its packets", async () => {
    expectNear(await probeDuration(ffmpeg, file("raw-b.webm")), 1.5);
  });

  it("reads the stated duration of MP4", async () => {
    expectNear(await probeDuration(ffmpeg, file("safari-a.mp4")), 2);
  });

  it("fails with a MediaToolError on missing and garbage input", async () => {
    await expect(probeDuration(ffmpeg, file("missing.webm"))).rejects.toMatchObject({ code: "invalid-input" });
    await expect(probeDuration(ffmpeg, file("garbage.webm"))).rejects.toBeInstanceOf(MediaToolError);
  });
});

describe("makePoster", () => {
  it("writes a 640 px wide JPEG from a wider recording", async () => {
    await makePoster(ffmpeg, file("raw-a.webm"), file("poster-a.jpg"));
    expect(jpegSize(await readFile(file("poster-a.jpg")))).toEqual({ width: 640, height: 360 });
  });

  it("keeps a narrower recording's width", async () => {
    await makePoster(ffmpeg, file("safari-a.mp4"), file("poster-safari.jpg"));
    expect(jpegSize(await readFile(file("poster-safari.jpg")))).toEqual({ width: 320, height: 240 });
  });

  it("takes the first frame of media shorter than a second", async () => {
    await writeFile(file("poster-short.jpg"), "stale poster from an earlier run");
    await makePoster(ffmpeg, file("short.webm"), file("poster-short.jpg"));
    expect(jpegSize(await readFile(file("poster-short.jpg"))).width).toBe(640);
  });

  it("fails with a MediaToolError on missing and garbage input", async () => {
    await expect(makePoster(ffmpeg, file("missing.webm"), file("p.jpg"))).rejects.toMatchObject({
      code: "invalid-input",
    });
    await expect(makePoster(ffmpeg, file("garbage.webm"), file("p.jpg"))).rejects.toMatchObject({ code: "failed" });
  });
});

describe("runFfmpeg", () => {
  it("stops a run that outlives its time limit", async () => {
    const endless = ["-f", "lavfi", "-i", "testsrc=size=64x64:rate=5", "-f", "null", "-"];
    const started = Date.now();
    await expect(runFfmpeg({ ...ffmpeg, timeoutMs: 300 }, endless)).rejects.toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("says when the binary cannot be started", async () => {
    await expect(runFfmpeg({ path: file("no-such-ffmpeg") }, ["-version"])).rejects.toMatchObject({
      code: "unavailable",
    });
  });

  it("keeps only the tail of a long error output", async () => {
    const error = await runFfmpeg(ffmpeg, ["-i", file("garbage.webm"), "-f", "null", "-"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).message.length).toBeLessThan(1_100);
  });
});

describe("concatList", () => {
  it("escapes quotes in paths", () => {
    expect(concatList(["/a/it's.webm"])).toBe("ffconcat version 1.0\nfile '/a/it'\\''s.webm'\n");
  });
});
