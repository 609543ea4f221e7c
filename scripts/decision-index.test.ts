import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md is the way into the records; a record missing from it, or listed with a
// status its own Status line no longer has, is easy to miss.
const dir = path.resolve(import.meta.dirname, "../docs/decisions");

/** "accepted (2026-11-22); amended by 0014 (…)" -> "amended by 0014 (…)"; plain "accepted (…)" -> "accepted". */
function statusOf(record: string): string {
  const line = /^\*\*Status:\*\* (.+)$/m.exec(record)?.[1];
  if (!line) return "";
  const rest = /^accepted \([\d-]+\)(?:[.;] *(.*))?$/.exec(line);
  if (!rest) return line;
  const detail = rest[1]?.trim();
  return detail && /^(amended|superseded)/i.test(detail) ? detail : "accepted";
}

describe("the decision record index", () => {
  it("lists every record once, with the status its own Status line gives", () => {
    const records = fs.readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
    const expected = records.sort().map((name) => [name, statusOf(fs.readFileSync(path.join(dir, name), "utf8"))]);
    const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
    const rows = [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\) +\| [^|]+\| *(.+?) *\|$/gm)].map((row) => [
      row[1],
      row[2],
    ]);
    expect(rows).toEqual(expected);
    for (const [, status] of rows) expect(status).toMatch(/^(accepted|amended|superseded)/);
  });
});
