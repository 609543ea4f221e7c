import { describe, expect, it } from "vitest";
import type { KeyValueStorage } from "./local-recording";
import { forgetNoVideo, noVideoMarkFor, rememberNoVideo } from "./no-video-mark";
import { noVideoMessage } from "./recorder-settings";

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const webkit = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 Epiphany/48", mimeType: "video/mp4" };

describe("the device check remembers a browser that recorded no video (decision 0076)", () => {
  it("warns this very browser after a recording that gave no bytes, until one gives bytes", () => {
    const storage = memoryStorage();
    expect(noVideoMarkFor(storage, webkit)).toBeNull();
    rememberNoVideo(storage, webkit, new Date("2026-12-07T10:00:00Z"));
    expect(noVideoMarkFor(storage, webkit)).toEqual({ ...webkit, at: "2026-12-07T10:00:00.000Z" });
    forgetNoVideo(storage);
    expect(noVideoMarkFor(storage, webkit)).toBeNull();
  });

  it("gives an updated browser, or another recording format, a clean slate", () => {
    const storage = memoryStorage();
    rememberNoVideo(storage, webkit);
    expect(noVideoMarkFor(storage, { ...webkit, userAgent: `${webkit.userAgent}.1` })).toBeNull();
    expect(noVideoMarkFor(storage, { ...webkit, mimeType: "video/webm" })).toBeNull();
  });

  it("reads a damaged note, or storage that throws, as no mark", () => {
    const storage = memoryStorage();
    storage.items.set("onetake.recorder.no-video", "{not json");
    expect(noVideoMarkFor(storage, webkit)).toBeNull();
    storage.items.set("onetake.recorder.no-video", JSON.stringify({ ...webkit }));
    expect(noVideoMarkFor(storage, webkit)).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => rememberNoVideo(broken, webkit)).not.toThrow();
    expect(noVideoMarkFor(broken, webkit)).toBeNull();
    expect(() => forgetNoVideo(broken)).not.toThrow();
  });
});

describe("what the candidate reads when the recorder gave no bytes (decision 0076)", () => {
  const opening =
    "Your browser started the camera but gave us no video to save, so nothing of this answer was recorded.";
  const advice = "Please open this interview in another browser (such as Chrome or Firefox) or on another device.";

  it("says nothing is saved when nothing is, and never that anything earlier stays saved", () => {
    expect(noVideoMessage({ onServer: 0, onlyHere: 0 })).toBe(
      `${opening} Nothing of this interview has been saved yet. ${advice}`,
    );
  });

  it("counts the answers that reached the server", () => {
    expect(noVideoMessage({ onServer: 1, onlyHere: 0 })).toBe(
      `${opening} 1 earlier answer reached us and stays saved. ${advice}`,
    );
    expect(noVideoMessage({ onServer: 3, onlyHere: 0 })).toContain("3 earlier answers reached us and stay saved.");
  });

  it("says which answers are only in this browser and how to send them", () => {
    expect(noVideoMessage({ onServer: 2, onlyHere: 1 })).toBe(
      `${opening} 2 earlier answers reached us and stay saved. 1 earlier answer is kept in this browser only and has not reached us yet: open this interview here again while online to send it before you switch. ${advice}`,
    );
    expect(noVideoMessage({ onServer: 0, onlyHere: 2 })).toContain(
      "2 earlier answers are kept in this browser only and have not reached us yet: open this interview here again while online to send them",
    );
  });
});
