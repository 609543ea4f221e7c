import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csv", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20 7946 0958", "'+44 20 7946 0958"],
    ["-2", "'-2"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["two\r\nlines", '"two\r\nlines"'],
    ["x;=2*3", '"x;=2*3"'],
    ["a;b", '"a;b"'],
    ["=1;2", `"'=1;2"`],
    ["a = b", "a = b"],
    // A DDE call, fullwidth forms a spreadsheet may fold, and a formula behind leading spaces (decision 0072).
    ["|cmd /c calc", "'|cmd /c calc"],
    ["＝1+1", "'＝1+1"],
    ["＋44 20", "'＋44 20"],
    ["＠SUM(A1)", "'＠SUM(A1)"],
    ["  =1+1", "'  =1+1"],
    ["a | b", "a | b"],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves numbers, booleans and empties alone", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("ends each record with CRLF", () => {
    expect(csvRow(["a", null, 3])).toBe("a,,3\r\n");
  });
});
