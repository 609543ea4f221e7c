import { describe, expect, it } from "vitest";
import { coverAnswer, type RecordingWindow } from "./answer-cover";

const word = (text: string, start: number) => ({ text, start, end: start + 0.4 });
const window = (start: number, end: number, words: [string, number][]): RecordingWindow => ({
  start,
  end,
  text: `${words.map(([text]) => text).join(" ")}.`,
  words: words.map(([text, at]) => word(text, at)),
});

describe("covering an answer with the windows transcribed while the candidate spoke", () => {
  it("with no windows the whole answer is a gap", () => {
    expect(coverAnswer({ start: 10, end: 30 }, [])).toEqual([{ kind: "gap", start: 10, end: 30 }]);
  });

  it("uses whole windows inside the answer as they are, with their own text, and leaves the tail as a gap", () => {
    const windows = [
      window(10, 19.5, [
        ["we", 11],
        ["shipped", 12],
      ]),
      window(19.5, 28, [["it", 20]]),
    ];
    expect(coverAnswer({ start: 10, end: 34 }, windows)).toEqual([
      { kind: "window", text: "we shipped.", words: [word("we", 11), word("shipped", 12)] },
      { kind: "window", text: "it.", words: [word("it", 20)] },
      { kind: "gap", start: 28, end: 34 },
    ]);
  });

  it("gives each answer the words of a shared window that start inside it, once", () => {
    const shared = window(5, 14, [
      ["first", 6],
      ["answer", 8.9],
      ["second", 9.1],
      ["one", 12],
    ]);
    const before = coverAnswer({ start: 0, end: 9 }, [window(0, 5, [["hello", 1]]), shared]);
    const after = coverAnswer({ start: 9, end: 14 }, [window(0, 5, [["hello", 1]]), shared]);
    expect(before).toEqual([
      { kind: "window", text: "hello.", words: [word("hello", 1)] },
      { kind: "window", text: "first answer", words: [word("first", 6), word("answer", 8.9)] },
    ]);
    expect(after).toEqual([{ kind: "window", text: "second one", words: [word("second", 9.1), word("one", 12)] }]);
  });

  it("leaves a failed window's stretch between two others as a gap, and ignores slivers too short for a word", () => {
    const windows = [window(0, 9, [["a", 1]]), window(18, 27.8, [["b", 19]])];
    expect(coverAnswer({ start: 0, end: 28 }, windows)).toEqual([
      { kind: "window", text: "a.", words: [word("a", 1)] },
      { kind: "gap", start: 9, end: 18 },
      { kind: "window", text: "b.", words: [word("b", 19)] },
    ]);
  });

  it("never gives a word twice when windows overlap", () => {
    const windows = [
      window(0, 10, [
        ["a", 1],
        ["b", 8],
      ]),
      window(7, 15, [
        ["b", 8],
        ["c", 12],
      ]),
    ];
    const words = coverAnswer({ start: 0, end: 15 }, windows).flatMap((piece) =>
      piece.kind === "window" ? piece.words.map((item) => item.text) : [],
    );
    expect(words).toEqual(["a", "b", "c"]);
  });
});
