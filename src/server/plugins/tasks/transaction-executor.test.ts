import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { boundStatement } from "./transaction-executor";

const dialect = new PgDialect();

describe("boundStatement", () => {
  it("binds each $n to its value, in the order the statement uses them", () => {
    const query = dialect.sqlToQuery(
      boundStatement("insert into t select $2, $1::text::json, $2 where $10 > 0", ["a", "b", 3, 4, 5, 6, 7, 8, 9, 10]),
    );
    expect(query.sql).toBe("insert into t select $1, $2::text::json, $3 where $4 > 0");
    expect(query.params).toEqual(["b", "a", "b", 10]);
  });

  it("passes a statement without placeholders through unchanged", () => {
    expect(dialect.sqlToQuery(boundStatement("select 1")).sql).toBe("select 1");
  });

  it("refuses a placeholder with no value rather than binding undefined", () => {
    expect(() => boundStatement("select $2", ["only one"])).toThrow(/missing \$2/);
  });
});
