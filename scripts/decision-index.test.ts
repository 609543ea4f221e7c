import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md is the way into the records; a record missing from it is easy to miss.
const dir = path.resolve(import.meta.dirname, "../docs/decisions");

describe("the decision record index", () => {
  it("lists every record once, with a status", () => {
    const records = fs.readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
    const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
    const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) +\| [^|]+\| *(accepted|amended|superseded)[^|]*\|$/gm)];
    expect(rows.map((row) => row[2]).sort()).toEqual(records.sort());
  });
});
