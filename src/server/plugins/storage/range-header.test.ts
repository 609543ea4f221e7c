import { describe, expect, it } from "vitest";
import { RangeNotSatisfiableError } from "./blob-store";
import { parseRangeHeader, toByteRange } from "./range-header";

describe("parseRangeHeader", () => {
  it.each([
    ["bytes=0-9", { start: 0, end: 9 }],
    ["bytes=10-", { start: 10 }],
    ["bytes=-500", { suffix: 500 }],
    [" bytes=5-5 ", { start: 5, end: 5 }],
  ])("reads %j", (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it.each([
    undefined,
    "",
    "bytes=",
    "bytes=-",
    "bytes=9-2",
    "bytes=0-1,4-5",
    "items=0-1",
    "bytes=a-b",
    `bytes=-${"9".repeat(30)}`,
    `bytes=${"9".repeat(30)}-`,
  ])("ignores %j (the whole file is sent)", (header) => {
    expect(parseRangeHeader(header)).toBeUndefined();
  });
});

describe("toByteRange", () => {
  it("keeps a start-end range and turns a suffix into a start", () => {
    expect(toByteRange({ start: 2, end: 5 }, 10)).toEqual({ start: 2, end: 5 });
    expect(toByteRange({ suffix: 4 }, 10)).toEqual({ start: 6 });
    expect(toByteRange({ suffix: 40 }, 10)).toEqual({ start: 0 });
  });

  it("cannot satisfy an empty suffix or any range of an empty blob", () => {
    expect(() => toByteRange({ suffix: 0 }, 10)).toThrow(RangeNotSatisfiableError);
    expect(() => toByteRange({ suffix: 3 }, 0)).toThrow(RangeNotSatisfiableError);
  });
});
