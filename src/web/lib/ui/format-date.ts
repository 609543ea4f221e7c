export type DateStyle = "date" | "dateTime" | "time" | "month" | "long";

const formats: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // "Nov 22, 2026" in the reader's locale.
  date: { dateStyle: "medium" },
  // "Nov 22, 2026, 7:05 PM" in the reader's locale and time zone.
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  // "7:05:30 PM": a moment within the next minutes (when an undo window closes).
  time: { timeStyle: "medium" },
  // "Nov 2026": months of work history, in English like the rest of a profile.
  month: { month: "short", year: "numeric", timeZone: "UTC" },
  // "November 22, 2026": the legal pages' "last updated", in English like the documents.
  long: { year: "numeric", month: "long", day: "numeric" },
};

const locales: Record<DateStyle, string | undefined> = {
  date: undefined,
  dateTime: undefined,
  time: undefined,
  month: "en-US",
  long: "en-US",
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one way the app prints a date: an ISO timestamp from the API, a calendar date
 * ("2024-03-01", read in UTC so it never slips to the previous day west of Greenwich), or a Date.
 */
export function formatDate(value: string | Date, style: DateStyle = "date"): string {
  const calendarDate = typeof value === "string" && CALENDAR_DATE.test(value);
  const date = calendarDate ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const options = calendarDate ? { ...formats[style], timeZone: "UTC" } : formats[style];
  return date.toLocaleString(locales[style], options);
}
