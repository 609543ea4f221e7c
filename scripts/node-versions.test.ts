import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

// Node 24 LTS runs the product and all of CI; the machine's Node 20 still runs the unit and
// server tests (decision 0040). package.json's engines says exactly that, and no installed
// package may ask for a Node newer than the one CI installs.
const root = path.resolve(import.meta.dirname, "..");
const ciNode = fs.readFileSync(path.join(root, ".node-version"), "utf8").trim();
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe("the Node versions", () => {
  it("CI installs an exact Node 24 release, which .ci/run reads from .node-version", () => {
    expect(semver.valid(ciNode)).toBe(ciNode);
    expect(semver.major(ciNode)).toBe(24);
    expect(fs.readFileSync(path.join(root, ".ci/run"), "utf8")).toContain("$(cat .node-version)");
  });

  it("engines admits Node 24 and the Node 20 line from 20.19, where the tests also run", () => {
    const range = manifest.engines.node;
    expect(semver.satisfies(ciNode, range)).toBe(true);
    expect(semver.satisfies("20.19.0", range)).toBe(true);
    expect(semver.satisfies("20.18.3", range)).toBe(false);
    // Node 22 before 22.22 is refused by react-router 8, so engines refuses it too.
    expect(semver.satisfies("22.21.0", range)).toBe(false);
  });

  it("every installed package accepts the Node CI runs", () => {
    const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
      const wanted = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      return wanted && !semver.satisfies(ciNode, wanted) ? [`${name} (node ${wanted})`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
