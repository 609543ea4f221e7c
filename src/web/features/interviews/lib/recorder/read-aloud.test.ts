import { describe, expect, it } from "vitest";
import { readAloud, type AudioPlayer, type Voices } from "./read-aloud";

const QUESTION = "You mentioned the reranker. How did you measure that it helped?";
const URL = "/api/recording-sessions/s/follow-ups/f/speech";

/** Players that record what they were asked to do; the audio plays, fails to load or refuses to play. */
function voices(audioBehaviour: "plays" | "load-error" | "refused" = "plays") {
  const said: string[] = [];
  const log: string[] = [];
  let onError: (() => void) | null = null;
  let rejectPlay: ((error: Error) => void) | null = null;
  const player: AudioPlayer = {
    play: () => {
      log.push("play");
      return new Promise<void>((resolve, reject) => {
        rejectPlay = reject;
        if (audioBehaviour === "plays") resolve();
        if (audioBehaviour === "refused") reject(new Error("NotAllowedError"));
      });
    },
    pause: () => log.push("pause"),
    addEventListener: (_type, listener) => (onError = listener),
    removeEventListener: (_type, listener) => {
      if (onError === listener) onError = null;
    },
  };
  const sources: string[] = [];
  const given: Voices = {
    audio: (src) => {
      sources.push(src);
      return player;
    },
    synthesis: { say: (text) => said.push(text), hush: () => log.push("hush") },
  };
  return {
    given,
    said,
    log,
    sources,
    failToLoad: () => onError?.(),
    abortPlay: () => rejectPlay?.(new Error("AbortError")),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("readAloud", () => {
  it("reads a base question with the browser's voice", () => {
    const v = voices();
    const stop = readAloud(QUESTION, null, v.given);
    expect(v.said).toEqual([QUESTION]);
    expect(v.sources).toEqual([]);
    stop();
    expect(v.log.at(-1)).toBe("hush");
  });

  it("plays the provider's reading of a follow-up, and the browser's voice stays silent", async () => {
    const v = voices("plays");
    const stop = readAloud(QUESTION, URL, v.given);
    await settle();
    expect(v.sources).toEqual([URL]);
    expect(v.log).toContain("play");
    expect(v.said).toEqual([]);
    // Leaving the slot stops it.
    stop();
    expect(v.log).toContain("pause");
    // The pause makes a pending play() reject; that is no reason to read it again.
    v.abortPlay();
    v.failToLoad();
    await settle();
    expect(v.said).toEqual([]);
  });

  it("falls back to the browser's voice, once, when the audio fails to load or may not play", async () => {
    const failing = voices("load-error");
    readAloud(QUESTION, URL, failing.given);
    failing.failToLoad();
    failing.abortPlay();
    await settle();
    expect(failing.said).toEqual([QUESTION]);

    const refused = voices("refused");
    readAloud(QUESTION, URL, refused.given);
    await settle();
    expect(refused.said).toEqual([QUESTION]);
  });

  it("without an audio element reads the follow-up with the browser's voice", () => {
    const v = voices();
    readAloud(QUESTION, URL, { ...v.given, audio: null });
    expect(v.said).toEqual([QUESTION]);
  });
});
