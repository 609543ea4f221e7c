import { describe, expect, it } from "vitest";
import { buildWebVtt, timestamp } from "./webvtt";

describe("buildWebVtt", () => {
  it("writes cues in recording time that break at pauses and at eight words", () => {
    const words = "one two three four five six seven eight nine".split(" ").map((text, i) => ({
      text,
      start: 61 + i * 0.3,
      end: 61.2 + i * 0.3,
    }));
    const later = [{ text: "<b>after</b> & pause", start: 70, end: 70.5 }];
    expect(buildWebVtt([{ words }, { words: later }])).toBe(
      [
        "WEBVTT",
        "",
        "00:01:01.000 --> 00:01:03.300",
        "one two three four five six seven eight",
        "",
        "00:01:03.400 --> 00:01:03.600",
        "nine",
        "",
        "00:01:10.000 --> 00:01:10.500",
        "&lt;b&gt;after&lt;/b&gt; &amp; pause",
        "",
      ].join("\n"),
    );
  });

  it("is a valid empty track when there is no transcript", () => {
    expect(buildWebVtt([{ words: [] }])).toBe("WEBVTT\n");
  });

  it("formats hours, minutes, seconds and milliseconds", () => {
    expect(timestamp(3723.4567)).toBe("01:02:03.457");
  });
});
