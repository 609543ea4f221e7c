/**
 * A PostgreSQL array literal of the values, each quoted, to bind as one parameter and cast
 * (`${arrayLiteral(ids)}::uuid[]`): Drizzle's template spreads a JavaScript array into a list of
 * parameters, which neither `unnest` nor `= any(...)` can take, and a bulk write of 100,000 values
 * would exceed the protocol's 65,535 parameters.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => (typeof value === "number" ? String(value) : `"${value.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}
