import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDrivers } from "../testing/test-database";
import { arrayLiteral, separatedArray } from "./array-literal";
import type { DatabaseHandle } from "./client";

describe.each(testDrivers())("arrayLiteral on %s", (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  it("binds text with quotes, backslashes, commas and braces as the same values", async () => {
    const values = ['say "hi"', "back\\slash", "a,b", "{braces}", "NULL", "", "  spaced  "];
    const result = await database.db.execute(sql`select unnest(${arrayLiteral(values)}::text[]) as value`);
    expect(rowsOf(result).map((row) => row.value)).toEqual(values);
  });

  it("binds numbers and an empty list", async () => {
    const numbers = await database.db.execute(sql`select unnest(${arrayLiteral([3, 0, 100])}::int[]) as value`);
    expect(rowsOf(numbers).map((row) => row.value)).toEqual([3, 0, 100]);
    const none = await database.db.execute(sql`select cardinality(${arrayLiteral([])}::text[]) as value`);
    expect(rowsOf(none)[0]?.value).toBe(0);
  });

  it("sends JSON text, ids and numbers as separated text that string_to_array splits back", async () => {
    const details = [
      JSON.stringify(['say "hi"', "back\\slash", "line\nbreak", "tab\there", "{a,b}", "ü€"]),
      JSON.stringify([]),
      JSON.stringify({ unit: "\u001f inside JSON is escaped" }),
    ];
    const split = await database.db.execute(sql`select unnest(${separatedArray(details)}) as value`);
    expect(rowsOf(split).map((row) => row.value)).toEqual(details);
    const numbers = await database.db.execute(sql`select unnest(${separatedArray([7, 0, 100])}::int[]) as value`);
    expect(rowsOf(numbers).map((row) => row.value)).toEqual([7, 0, 100]);
    const none = await database.db.execute(sql`select cardinality(${separatedArray([])}) as value`);
    expect(rowsOf(none)[0]?.value).toBe(0);
  });

  it("refuses a value that holds the separator rather than split it in two", () => {
    expect(() => separatedArray(["a", "b\u001fc"])).toThrow(/unit separator/);
  });
});

function rowsOf(result: unknown): { value: unknown }[] {
  return (result as { rows: { value: unknown }[] }).rows;
}
