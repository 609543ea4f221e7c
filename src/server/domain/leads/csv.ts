export type CsvValue = string | number | boolean | null | undefined;

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return that
 * some programs strip before one) is prefixed with an apostrophe, so it is shown as text
 * (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell is quoted when it holds a quote, a line break, a comma or a semicolon. The semicolon is
 * not special in RFC 4180, but spreadsheets in many locales open CSV with ";" as the separator:
 * unquoted, `x;=2*3` would become two cells there, the second a formula the prefix never saw.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record (RFC 4180: comma separated, CRLF ended, quoted when needed). */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Marks the file as UTF-8 for spreadsheet programs that would otherwise guess a legacy encoding. */
export const CSV_BOM = "\uFEFF";
