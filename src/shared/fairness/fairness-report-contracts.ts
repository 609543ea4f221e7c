import { z } from "zod";
import { defineContract } from "../http/contract";
import { POSTING_NOT_FOUND } from "../postings/contracts";

/*
 * The fairness report (decision 0052, NYC Local Law 144's impact-ratio method): selection and
 * scoring rates per sex, per race/ethnicity and per intersection, with impact ratios. Counts
 * only, never a person; small cells are suppressed on the server.
 */

/** A cell holding fewer people than this is hidden, and so is any cell that would reveal one. */
export const MINIMUM_CELL = 5;
/**
 * A company's report counts a month only when it holds at least this many decisions (and, for one
 * posting, when every posting decided on that month holds this many or none): comparing two
 * reports then never isolates fewer decisions than this (decision 0071).
 */
export const MINIMUM_MONTH_DECISIONS = 20;
/** A group holding less than this share of the people counted is flagged and left out of the ratios. */
export const SMALL_GROUP_SHARE = 0.02;
/** The four-fifths rule of thumb: an impact ratio under this is highlighted. */
export const IMPACT_RATIO_THRESHOLD = 0.8;

export const fairnessReportMessages = {
  date: "Enter a date as YYYY-MM-DD.",
  dateRange: "Enter a date between 2000-01-01 and 2100-12-31.",
  period: "The start of the period must not be after its end.",
  /** The one marker of a hidden figure: a count, a rate or a ratio. */
  suppressed: "hidden",
  month: "Enter a month as YYYY-MM.",
  monthRange: "Enter a month between 2000-01 and 2100-12.",
  /** Above the months of a company's report: what is counted and why. */
  monthsExplained: `Only whole calendar months (UTC) that have closed are counted, and only months with at least ${MINIMUM_MONTH_DECISIONS} decisions. Each decision counts in the month it was made, as it stood when that month closed. So a decision made or undone today changes nothing you can read here, and a month reads the same every time you open it.`,
  noMonth: "No closed month of this period holds a decision yet.",
  /** Why a month of the period was left out, in plain words. */
  leftOut: {
    too_few_decisions: `Left out: fewer than ${MINIMUM_MONTH_DECISIONS} decisions that month.`,
    posting_too_few: `Left out: this posting had fewer than ${MINIMUM_MONTH_DECISIONS} decisions that month.`,
    another_posting_too_few: `Left out: another posting had fewer than ${MINIMUM_MONTH_DECISIONS} decisions that month, which this posting's figures would reveal by subtraction.`,
    no_decisions: "Left out: no decisions on this posting that month.",
  },
  /** Said once, above the tables, when any figure is hidden. */
  hiddenExplained: `Some figures are hidden to protect the people counted: a count is shown only when it is ${MINIMUM_CELL} or more, and any figure that would let someone work out a hidden one is hidden too. Figures appear as the period gathers decisions; with fewer than about 20 decisions most of them stay hidden.`,
} as const;

/**
 * A day of the period. Bounded, because a date the database cannot turn into a timestamp
 * (9999-12-31 in the company's time zone) must be a 400, not a 500.
 */
const periodDay = z.iso
  .date({ error: fairnessReportMessages.date })
  .refine((day) => day >= "2000-01-01" && day <= "2100-12-31", { error: fairnessReportMessages.dateRange })
  .optional();

/**
 * A month of a company's period (YYYY-MM, UTC). Companies read whole closed months only
 * (decision 0071), so the period is asked for in months, never days.
 */
const periodMonth = z
  .string({ error: fairnessReportMessages.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: fairnessReportMessages.month })
  .refine((month) => month >= "2000-01" && month <= "2100-12", { error: fairnessReportMessages.monthRange })
  .optional();

export const fairnessReportQuerySchema = z
  .object({
    /** One of the company's postings; none: all of them. */
    postingId: z.uuid({ error: POSTING_NOT_FOUND }).optional(),
    /** The first and last month (UTC) of the decisions counted, both included; cut at the last closed month. */
    from: periodMonth,
    to: periodMonth,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: fairnessReportMessages.period,
    path: ["from"],
  });
export type FairnessReportQuery = z.infer<typeof fairnessReportQuerySchema>;

/**
 * The platform-wide report takes the period only, in days: admins are trusted operators, so
 * their report is not held to closed months (decision 0071).
 */
export const platformFairnessReportQuerySchema = z
  .object({
    from: periodDay,
    to: periodDay,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: fairnessReportMessages.period,
    path: ["from"],
  });
export type PlatformFairnessReportQuery = z.infer<typeof platformFairnessReportQuerySchema>;

/** A count of people; null when suppressed (fewer than MINIMUM_CELL, or it would reveal such a count). */
const countCell = z.number().int().nullable();

export const groupRateSchema = z.object({
  /** Selection: decided applications; scoring: scored applications. */
  total: countCell,
  /** Selection: hired; scoring: scored above the median. */
  positive: countCell,
  rate: z.number().nullable(),
  /** This group's rate ÷ the highest rate among the groups compared; null when left out. */
  impactRatio: z.number().nullable(),
  /** Under SMALL_GROUP_SHARE of the people counted: flagged and left out of the ratios. */
  smallGroup: z.boolean(),
  /** Not a demographic group (not answered, or prefer not to say): shown, never compared. */
  notCompared: z.boolean(),
  /** The impact ratio is under IMPACT_RATIO_THRESHOLD. */
  belowThreshold: z.boolean(),
});
export type GroupRate = z.infer<typeof groupRateSchema>;

export const fairnessGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  selection: groupRateSchema,
  scoring: groupRateSchema,
});
export type FairnessGroup = z.infer<typeof fairnessGroupSchema>;

export const fairnessDimensions = ["sex", "race_ethnicity", "intersection"] as const;
export type FairnessDimension = (typeof fairnessDimensions)[number];

export const fairnessTableSchema = z.object({
  dimension: z.enum(fairnessDimensions),
  title: z.string(),
  groups: z.array(fairnessGroupSchema),
});
export type FairnessTable = z.infer<typeof fairnessTableSchema>;

/** Why a month of a company's period is left out (messages: fairnessReportMessages.leftOut). */
export const monthLeftOutReasons = [
  "too_few_decisions",
  "posting_too_few",
  "another_posting_too_few",
  "no_decisions",
] as const;
export type MonthLeftOutReason = (typeof monthLeftOutReasons)[number];

const monthText = z.string().regex(/^\d{4}-\d{2}$/);

export const reportMonthSchema = z.object({
  /** YYYY-MM (UTC). */
  month: monthText,
  included: z.boolean(),
  /** Null when included. */
  leftOut: z.enum(monthLeftOutReasons).nullable(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

/** A company's period: closed months only, each counted or left out (decision 0071). */
export const reportPeriodSchema = z.object({
  /** The newest month a company can read: it ended at least a day (and an undo window) ago. */
  lastClosedMonth: monthText,
  /** When the month after it is counted. */
  nextMonthCountedFrom: z.iso.datetime(),
  /** The company's first month with a decision, for the month pickers; null: none closed yet. */
  firstMonth: monthText.nullable(),
  /** The period's months that hold decisions of the company, oldest first: counted or left out and why. */
  months: z.array(reportMonthSchema),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const fairnessReportSchema = z.object({
  scope: z.object({
    /** Null: every company on the platform (admins). */
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    posting: z.object({ id: z.string(), title: z.string() }).nullable(),
    /** The first and last day of the period (a company's: of its whole months, cut at the last closed one). */
    from: z.iso.date().nullable(),
    to: z.iso.date().nullable(),
  }),
  /** A company's months; null for the platform-wide report, which counts days. */
  period: reportPeriodSchema.nullable(),
  /** The company's postings, for the posting filter (empty for the platform-wide report). */
  postings: z.array(z.object({ id: z.string(), title: z.string() })),
  totals: z.object({
    decided: countCell,
    hired: countCell,
    scored: countCell,
    /** The median of the scored applications' AI scores; null when fewer than MINIMUM_CELL were scored. */
    medianScore: z.number().nullable(),
  }),
  tables: z.array(fairnessTableSchema),
});
export type FairnessReport = z.infer<typeof fairnessReportSchema>;

export const getFairnessReportContract = defineContract({
  method: "GET",
  path: "/api/companies/me/fairness-report",
  summary:
    "The caller's fairness report: selection and scoring rates and impact ratios per sex, race/ethnicity and intersection, over whole closed months of at least 20 decisions, small cells suppressed (verified companies)",
  tags: ["fairness"],
  query: fairnessReportQuerySchema,
  response: fairnessReportSchema,
});

/** The same report as CSV (text/csv, attachment), written with the project's safe quoting. */
export const exportFairnessReportContract = defineContract({
  method: "GET",
  path: "/api/companies/me/fairness-report.csv",
  summary: "The caller's fairness report as CSV (verified companies)",
  tags: ["fairness"],
  query: fairnessReportQuerySchema,
  response: z.string(),
});

export const getPlatformFairnessReportContract = defineContract({
  method: "GET",
  path: "/api/admin/fairness-report",
  summary: "The fairness report over every company on the platform (admins only)",
  tags: ["fairness", "admin"],
  query: platformFairnessReportQuerySchema,
  response: fairnessReportSchema,
});

export const exportPlatformFairnessReportContract = defineContract({
  method: "GET",
  path: "/api/admin/fairness-report.csv",
  summary: "The platform-wide fairness report as CSV (admins only)",
  tags: ["fairness", "admin"],
  query: platformFairnessReportQuerySchema,
  response: z.string(),
});

/** The CSV's address with the same filters as the page. */
export function fairnessReportCsvPath(
  path: typeof exportFairnessReportContract.path | typeof exportPlatformFairnessReportContract.path,
  query: { postingId?: string | undefined; from?: string | undefined; to?: string | undefined },
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
