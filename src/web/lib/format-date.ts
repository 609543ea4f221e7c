export type DateStyle = "date" | "dateTime" | "month";

const formats: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // "Nov 22, 2026" in the reader's locale.
  date: { dateStyle: "medium" },
  // "Nov 22, 2026, 7:05 PM" in the reader's locale and time zone.
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  // "Nov 2026" for calendar dates (YYYY-MM-DD) such as work history, which have no time zone.
  month: { month: "short", year: "numeric", timeZone: "UTC" },
};

/**
 * The one way the app prints a date from the API. `month` reads a calendar date ("2024-03-01")
 * in UTC so it never slips to the previous month west of Greenwich, and is always in English,
 * as the profile pages are.
 */
export function formatDate(iso: string, style: DateStyle = "date"): string {
  if (style === "month") {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
    return date.toLocaleDateString("en-US", formats.month);
  }
  return new Date(iso).toLocaleString(undefined, formats[style]);
}
