import { describe, expect, it } from "vitest";
import { looksLikeSvg } from "./looks-like-svg";

const svg = (text: string) => looksLikeSvg(Buffer.from(text));

describe("looksLikeSvg", () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['\uFEFF  <svg viewBox="0 0 1 1"></svg>'],
    ['<?xml version="1.0"?>\n<!-- made by hand -->\n<svg>\n</svg>'],
    ['<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg/>'],
    ['<!DOCTYPE svg [ <!ENTITY name "a > b"> ]>\n<svg>&name;</svg>'],
    ['<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'],
  ])("recognises %j", (text) => {
    expect(svg(text)).toBe(true);
  });

  it.each([
    ["<html><body><svg></svg></body></html>"],
    ['<?xml version="1.0"?><note>svg</note>'],
    ["<svgx/>"],
    ["just text mentioning <svg> later"],
    ["<!-- an unclosed comment <svg>"],
    [""],
  ])("refuses %j", (text) => {
    expect(svg(text)).toBe(false);
  });
});
