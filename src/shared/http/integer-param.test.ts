import { describe, expect, it } from "vitest";
import { integerParam } from "./integer-param";

describe("integerParam", () => {
  const schema = integerParam(1_000);

  it.each([
    ["0", 0],
    ["7", 7],
    ["1000", 1000],
  ])("reads %j as %d", (text, value) => {
    expect(schema.parse(text)).toBe(value);
  });

  it.each(["1e3", "0x10", "007", " 1", "1 ", "+1", "-1", "-0", "1.0", "", "1001", "１", "99999999999999999999"])(
    "refuses %j",
    (text) => {
      expect(schema.safeParse(text).success).toBe(false);
    },
  );
});
