import { describe, expect, it } from "vitest";
import { INTEGER_PARAM_MESSAGE } from "./integer-param";
import { pageQuerySchema } from "./pagination";

describe("the page query", () => {
  it("reads each page and size in its one spelling, and defaults what is left out", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageQuerySchema.parse({ page: "3", pageSize: "50" })).toEqual({ page: 3, pageSize: 50 });
    expect(pageQuerySchema.parse({ page: 2, pageSize: 5 })).toEqual({ page: 2, pageSize: 5 });
  });

  it.each(["1e3", "0x10", "+5", " 1", "1 ", "007", "", "1.0", "-1"])("refuses page=%j with a clear message", (page) => {
    const result = pageQuerySchema.safeParse({ page });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INTEGER_PARAM_MESSAGE);
  });

  it("keeps the bounds: no page 0, no page size over 100", () => {
    expect(pageQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: "1000000" }).success).toBe(false);
  });
});
