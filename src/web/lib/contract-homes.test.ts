import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each server contract is called from one file of the web app. Two wrappers of one read mean two
// cache keys for the same data, and one page showing stale data after the other changed it. A read
// several features need lives in src/web/lib (team-notes.ts, interview-watch.ts, …).

const webRoot = path.resolve(import.meta.dirname, "..");
const callSite = /\b(?:callApi|upload|useUploadMutation)\(\s*([A-Za-z]\w*Contract)\b/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fakes|setup)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function contractCallers(files: { name: string; text: string }[]): Map<string, Set<string>> {
  const callers = new Map<string, Set<string>>();
  for (const { name, text } of files) {
    for (const [, contract] of text.matchAll(callSite)) {
      if (!contract) continue;
      callers.set(contract, (callers.get(contract) ?? new Set()).add(name));
    }
  }
  return callers;
}

describe("one home for each contract in the web app", () => {
  it("finds a contract wrapped in two files", () => {
    const callers = contractCallers([
      { name: "a.ts", text: "callApi(getThingContract, { params })" },
      { name: "b.ts", text: "callApi(\n  getThingContract,\n  {},\n)" },
      { name: "c.ts", text: "useUploadMutation(putFileContract, {})" },
    ]);
    expect([...(callers.get("getThingContract") ?? [])]).toEqual(["a.ts", "b.ts"]);
    expect([...(callers.get("putFileContract") ?? [])]).toEqual(["c.ts"]);
  });

  it("calls every contract from exactly one file", () => {
    const files = sourceFiles(webRoot).map((file) => ({
      name: path.relative(webRoot, file),
      text: fs.readFileSync(file, "utf8"),
    }));
    const callers = contractCallers(files);
    expect(callers.size).toBeGreaterThan(50);
    const wrappedTwice = [...callers]
      .filter(([, names]) => names.size > 1)
      .map(([contract, names]) => `${contract}: ${[...names].join(", ")}`);
    expect(wrappedTwice).toEqual([]);
  });
});
