export type CsvValue = string | number | boolean | null | undefined;

/**
 * A text cell a spreadsheet would run as a formula (= + - @, a pipe that starts a DDE call, or a
 * tab or carriage return that some programs strip before one) is prefixed with an apostrophe, so
 * it is shown as text (OWASP "CSV injection"). Judged on the text as a spreadsheet may read it:
 * fullwidth forms ("＝", "＋") folded to their plain ones (NFKC), leading spaces left aside.
 */
const FORMULA_START = /^[=+\-@|\t\r]/;

function startsAFormula(text: string): boolean {
  if (FORMULA_START.test(text)) return true;
  return FORMULA_START.test(text.normalize("NFKC").replace(/^[ \u00a0\u3000]+/, ""));
}

/**
 * A cell is quoted when it holds a quote, a line break, a comma or a semicolon. The semicolon is
 * not special in RFC 4180, but spreadsheets in many locales open CSV with ";" as the separator:
 * unquoted, `x;=2*3` would become two cells there, the second a formula the prefix never saw.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && startsAFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record (RFC 4180: comma separated, CRLF ended, quoted when needed). */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Marks the file as UTF-8 for spreadsheet programs that would otherwise guess a legacy encoding. */
export const CSV_BOM = "\uFEFF";
