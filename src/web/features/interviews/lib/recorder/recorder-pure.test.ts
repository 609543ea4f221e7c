import { describe, expect, it } from "vitest";
import type { UploadQueueState } from "../upload/upload-state";
import { buildManifest, mergeMarks } from "./build-manifest";
import { formatClock, interviewClock } from "./clock";
import { DEVICE_MESSAGES, accessFromError, accessFromStream } from "./device-access";
import { canRecord, chooseMimeType } from "./recorder-settings";
import { saveStatus } from "./save-status";

const sha = (n: number) => n.toString(16).padStart(64, "0");

describe("choosing the recording format", () => {
  it("prefers VP9 and Opus, then VP8, then what the browser records (Safari's MP4)", () => {
    expect(chooseMimeType(() => true)).toBe("video/webm;codecs=vp9,opus");
    expect(chooseMimeType((type) => type.includes("vp8"))).toBe("video/webm;codecs=vp8,opus");
    expect(chooseMimeType((type) => type.startsWith("video/mp4"))).toBe("video/mp4;codecs=avc1,mp4a.40.2");
    expect(chooseMimeType(() => false)).toBe("");
  });

  it("knows when a browser cannot record", () => {
    const navigator = { mediaDevices: { getUserMedia: () => undefined } } as unknown as Navigator;
    expect(canRecord({ navigator })).toBe(false);
    expect(canRecord({ MediaRecorder: class {}, navigator })).toBe(true);
    expect(canRecord({ MediaRecorder: class {}, navigator: {} as Navigator })).toBe(false);
  });
});

describe("the interview's timers", () => {
  it("formats mm:ss, rounding up and never negative", () => {
    expect(formatClock(1200)).toBe("20:00");
    expect(formatClock(59.2)).toBe("01:00");
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-3)).toBe("00:00");
    expect(formatClock(1500)).toBe("25:00");
  });

  it("counts the overall time down from 20:00 plus extra time, after earlier segments", () => {
    const base = { questionLimitSeconds: 120, questionStartedAtSeconds: 0 };
    expect(interviewClock({ ...base, totalSeconds: 1500, elapsedBeforeSeconds: 0, elapsedNowSeconds: 10 })).toEqual({
      overallLeft: 1490,
      questionLeft: 110,
      overallOver: false,
      questionOver: false,
    });
    expect(
      interviewClock({ ...base, totalSeconds: 1200, elapsedBeforeSeconds: 1190, elapsedNowSeconds: 4 }),
    ).toMatchObject({
      overallLeft: 6,
      questionLeft: 6,
    });
    expect(
      interviewClock({ ...base, totalSeconds: 1200, elapsedBeforeSeconds: 1190, elapsedNowSeconds: 10 }).overallOver,
    ).toBe(true);
  });

  it("never shows a question more time than its limit, even before the next redraw", () => {
    const clock = interviewClock({
      totalSeconds: 1200,
      elapsedBeforeSeconds: 0,
      elapsedNowSeconds: 30.1,
      questionLimitSeconds: 120,
      questionStartedAtSeconds: 30.3,
    });
    expect(clock.questionLeft).toBe(120);
  });

  it("ends a question when its own limit is reached", () => {
    const clock = interviewClock({
      totalSeconds: 1200,
      elapsedBeforeSeconds: 0,
      elapsedNowSeconds: 200,
      questionLimitSeconds: 120,
      questionStartedAtSeconds: 79,
    });
    expect(clock).toMatchObject({ questionLeft: 0, questionOver: true, overallOver: false });
  });
});

describe("the finish manifest", () => {
  it("lists this device's own checksums, and the server's for segments recorded elsewhere", () => {
    const manifest = buildManifest({
      held: [
        { index: 0, mimeType: "video/webm", chunks: [0, 1, 2].map((seq) => ({ seq, sha256: sha(seq) })) },
        { index: 1, mimeType: "video/webm", chunks: [{ seq: 0, sha256: sha(10) }] },
      ],
      local: [{ index: 1, mimeType: "video/webm", checksums: [sha(10), sha(11)], durationMs: 2400 }],
      marks: [
        { segment: 1, questionIndex: 2, offsetSeconds: 0.4 },
        { segment: 0, questionIndex: 0, offsetSeconds: 0 },
        { segment: 0, questionIndex: 1, offsetSeconds: 1.5 },
      ],
    });
    expect(manifest.segments).toEqual([
      { index: 0, lastSeq: 2, chunkSha256s: [sha(0), sha(1), sha(2)] },
      { index: 1, lastSeq: 1, chunkSha256s: [sha(10), sha(11)] },
    ]);
    // Segment 0's length is estimated from its three one-second chunks.
    expect(manifest.questionStartSeconds).toEqual([0, 1.5, 3.4]);
  });

  it("leaves out segments with no chunks and always has a first start", () => {
    const manifest = buildManifest({
      held: [{ index: 0, mimeType: "video/webm", chunks: [] }],
      local: [{ index: 1, mimeType: "video/webm", checksums: [sha(1)], durationMs: null }],
      marks: [],
    });
    expect(manifest).toEqual({
      segments: [{ index: 1, lastSeq: 0, chunkSha256s: [sha(1)] }],
      questionStartSeconds: [0],
    });
  });

  it("merges marks, one per question, this device's winning", () => {
    expect(
      mergeMarks(
        [
          { segment: 0, questionIndex: 0, offsetSeconds: 0 },
          { segment: 0, questionIndex: 1, offsetSeconds: 9 },
        ],
        [{ segment: 1, questionIndex: 1, offsetSeconds: 0 }],
      ),
    ).toEqual([
      { segment: 0, questionIndex: 0, offsetSeconds: 0 },
      { segment: 1, questionIndex: 1, offsetSeconds: 0 },
    ]);
  });
});

describe("the saved-state indicator", () => {
  const state = (over: Partial<UploadQueueState>): UploadQueueState => ({
    pendingChunks: 0,
    pendingBytes: 0,
    retryingChunks: 0,
    oldestPendingAgeMs: 0,
    oldestPendingSince: null,
    state: "saved",
    error: null,
    ...over,
  });

  it("says saved, seconds behind, or offline with the answers kept here", () => {
    expect(saveStatus(state({}), 10_000, true)).toEqual({ tone: "saved", text: "Saved" });
    expect(saveStatus(state({ state: "behind", pendingChunks: 1, oldestPendingSince: 9_000 }), 10_000, true).tone).toBe(
      "saved",
    );
    expect(saveStatus(state({ state: "behind", pendingChunks: 5, oldestPendingSince: 2_000 }), 10_000, true)).toEqual({
      tone: "behind",
      text: "Saving: 8 seconds behind",
    });
    expect(saveStatus(state({ state: "offline" }), 10_000, true)).toEqual({
      tone: "offline",
      text: "Offline. Your answers are kept on this device.",
    });
  });

  it("never says saved while no bytes of the current answer are acknowledged", () => {
    // An empty queue is not a saved answer: a recorder giving only empty chunks enqueues nothing.
    expect(saveStatus(state({}), 10_000, false)).toEqual({ tone: "behind", text: "Saving..." });
    expect(
      saveStatus(state({ state: "behind", pendingChunks: 1, oldestPendingSince: 9_500 }), 10_000, false).text,
    ).toBe("Saving...");
  });
});

describe("device states", () => {
  const track = (readyState: "live" | "ended", enabled = true) => ({ readyState, enabled }) as MediaStreamTrack;
  const stream = (video: MediaStreamTrack[], audio: MediaStreamTrack[]) => ({
    getVideoTracks: () => video,
    getAudioTracks: () => audio,
  });

  it("reads Enabled, Disabled and Not Connected from the stream", () => {
    expect(accessFromStream(stream([track("live")], [track("live")]))).toEqual({
      camera: "enabled",
      microphone: "enabled",
      error: null,
    });
    expect(accessFromStream(stream([track("live", false)], []))).toEqual({
      camera: "disabled",
      microphone: "not-connected",
      error: DEVICE_MESSAGES.failed,
    });
  });

  it("gives the spec's messages: denied, or could not access", () => {
    const denied = new DOMException("no", "NotAllowedError");
    expect(accessFromError(denied, new Set(["videoinput", "audioinput"]))).toEqual({
      camera: "disabled",
      microphone: "disabled",
      error: "Camera and microphone access denied. Please allow access to continue.",
    });
    const missing = new DOMException("none", "NotFoundError");
    expect(accessFromError(missing, new Set(["audioinput"]))).toEqual({
      camera: "not-connected",
      microphone: "disabled",
      error: "Could not access camera or microphone. Please check your device settings.",
    });
  });
});
