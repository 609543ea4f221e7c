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

export const fairnessReportQuerySchema = z
  .object({
    /** One of the company's postings; none: all of them. */
    postingId: z.uuid({ error: POSTING_NOT_FOUND }).optional(),
    /** The first and last day (UTC) of the decisions counted, both included. */
    from: periodDay,
    to: periodDay,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: fairnessReportMessages.period,
    path: ["from"],
  });
export type FairnessReportQuery = z.infer<typeof fairnessReportQuerySchema>;

/** The platform-wide report takes the period only. */
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

export const fairnessReportSchema = z.object({
  scope: z.object({
    /** Null: every company on the platform (admins). */
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    posting: z.object({ id: z.string(), title: z.string() }).nullable(),
    from: z.iso.date().nullable(),
    to: z.iso.date().nullable(),
  }),
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
    "The caller's fairness report: selection and scoring rates and impact ratios per sex, race/ethnicity and intersection, small cells suppressed (verified companies)",
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
