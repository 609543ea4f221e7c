import { sql, type SQL } from "drizzle-orm";

/**
 * A PostgreSQL array literal of the values, each quoted, to bind as one parameter and cast
 * (`${arrayLiteral(ids)}::uuid[]`): Drizzle's template spreads a JavaScript array into a list of
 * parameters, which neither `unnest` nor `= any(...)` can take, and a bulk write of 100,000 values
 * would exceed the protocol's 65,535 parameters.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => (typeof value === "number" ? String(value) : `"${value.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}

const UNIT_SEPARATOR = "\u001f";

/**
 * The values as a SQL text[] built by `string_to_array` from one text joined by the ASCII unit
 * separator: for large lists of long strings (a recompute's 100,000 match details) several times
 * cheaper to build here and to parse there than a quoted array literal. Only for values that
 * cannot hold the separator (ids, numbers, and JSON text: JSON.stringify escapes every control
 * character); a value that holds it is refused rather than split in two.
 */
export function separatedArray(values: readonly (string | number)[]): SQL {
  const joined = values.join(UNIT_SEPARATOR);
  // Counted once in the joined text rather than searched for in each value: a recompute joins
  // tens of thousands of details, each built from pieces that a search would first copy together.
  let separators = 0;
  for (let at = joined.indexOf(UNIT_SEPARATOR); at !== -1; at = joined.indexOf(UNIT_SEPARATOR, at + 1)) {
    separators += 1;
  }
  if (values.length > 0 && separators !== values.length - 1) {
    throw new Error("separatedArray: a value holds the unit separator");
  }
  return sql`string_to_array(${joined}, ${UNIT_SEPARATOR})`;
}
