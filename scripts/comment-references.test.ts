import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Code comments point at decision records ("decision 0021"), not at spec sections or issue numbers
// (docs/decisions/README.md): those say nothing to a reader who has neither at hand.
const root = path.resolve(import.meta.dirname, "..");
const scanned = ["src", "tests", "scripts", "bench"];

// Built from parts, so this file does not match itself.
const SECTION_SIGN = String.fromCharCode(0xa7);
const citation = new RegExp(["spec " + SECTION_SIGN, String.raw`\bissues? #?\d+`].join("|"), "i");

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("code comments", () => {
  it("cite decision records, not spec sections or issue numbers", () => {
    const files = scanned.flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of files) {
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (citation.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
