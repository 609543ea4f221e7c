import { describe, expect, it } from "vitest";
import { parseRangeHeader } from "./range-header";

describe("parseRangeHeader", () => {
  it.each([
    ["bytes=0-9", { start: 0, end: 9 }],
    ["bytes=10-", { start: 10 }],
    ["bytes=-500", { suffix: 500 }],
    [" bytes=5-5 ", { start: 5, end: 5 }],
  ])("reads %j", (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it.each([undefined, "", "bytes=", "bytes=-", "bytes=9-2", "bytes=0-1,4-5", "items=0-1", "bytes=a-b"])(
    "ignores %j (the whole file is sent)",
    (header) => {
      expect(parseRangeHeader(header)).toBeUndefined();
    },
  );
});
