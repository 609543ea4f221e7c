import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DistinctDetails } from "./distinct-details";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

describe("DistinctDetails", () => {
  it("keeps the first copy of equal details and one entry per distinct detail", () => {
    const details = new DistinctDetails();
    const first = details.of(["[[", "1]]"].join(""));
    const again = details.of(`[[${"1"}]]`);
    const other = details.of("[[2]]");
    expect(again).toBe(first);
    expect(again.detail).toBe("[[1]]");
    expect(other).not.toBe(first);
    expect(details.size).toBe(2);
  });

  it("answers each detail's MD5 in hex, as PostgreSQL's md5() does", () => {
    const details = new DistinctDetails();
    const kept = details.of('[[["Python",1,null,null,null]],[2,8,"mid"]]');
    expect(kept.digest()).toBe(md5('[[["Python",1,null,null,null]],[2,8,"mid"]]'));
    expect(details.of("é").digest()).toBe(md5("é"));
    expect(kept.digest()).toBe(kept.digest());
  });
});
