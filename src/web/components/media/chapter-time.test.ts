import { describe, expect, it } from "vitest";
import { currentChapterIndex, formatClock } from "./chapter-time";

describe("chapter time", () => {
  const chapters = [{ startSeconds: 0 }, { startSeconds: 42.5 }, { startSeconds: 130 }];

  it("marks the last chapter that has started", () => {
    expect(currentChapterIndex(chapters, 0)).toBe(0);
    expect(currentChapterIndex(chapters, 42.49)).toBe(1);
    expect(currentChapterIndex(chapters, 100)).toBe(1);
    expect(currentChapterIndex(chapters, 5000)).toBe(2);
    expect(currentChapterIndex([{ startSeconds: 3 }], 1)).toBe(-1);
    expect(currentChapterIndex([], 10)).toBe(-1);
  });

  it("formats m:ss and h:mm:ss", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(42.9)).toBe("0:42");
    expect(formatClock(605)).toBe("10:05");
    expect(formatClock(3723)).toBe("1:02:03");
    expect(formatClock(-3)).toBe("0:00");
  });
});
