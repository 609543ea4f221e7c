import {
  IMPACT_RATIO_THRESHOLD,
  SMALL_GROUP_SHARE,
  fairnessReportMessages,
  type FairnessReport,
  type GroupRate,
} from "@shared/fairness/fairness-report-contracts";
import { CSV_BOM, csvRow, type CsvValue } from "../leads/csv";

const HEADER = [
  "Table",
  "Group",
  "Decided",
  "Hired",
  "Selection rate",
  "Selection impact ratio",
  "Selection note",
  "Scored",
  "Scored above median",
  "Scoring rate",
  "Scoring impact ratio",
  "Scoring note",
];

const count = (value: number | null): CsvValue => value ?? fairnessReportMessages.suppressed;
const ratio = (value: number | null): CsvValue => (value === null ? "" : value.toFixed(3));

/** Why a ratio is missing or highlighted, in words, so the file reads without the page. */
function rateNote(rate: GroupRate): string {
  if (rate.notCompared) return "not a category: left out of the ratios";
  if (rate.smallGroup) return `small group (under ${SMALL_GROUP_SHARE * 100}%): left out of the ratios`;
  if (rate.belowThreshold) return `impact ratio below ${IMPACT_RATIO_THRESHOLD}`;
  if (rate.rate === null)
    return `${fairnessReportMessages.suppressed}: too few people, or it would reveal a hidden count`;
  return "";
}

/** The report as CSV: one row per group of each table, hidden cells written "hidden". */
export function fairnessReportCsv(report: FairnessReport): string {
  const rows = report.tables.flatMap((table) =>
    table.groups.map((group) =>
      csvRow([
        table.title,
        group.label,
        count(group.selection.total),
        count(group.selection.positive),
        ratio(group.selection.rate),
        ratio(group.selection.impactRatio),
        rateNote(group.selection),
        count(group.scoring.total),
        count(group.scoring.positive),
        ratio(group.scoring.rate),
        ratio(group.scoring.impactRatio),
        rateNote(group.scoring),
      ]),
    ),
  );
  return CSV_BOM + csvRow(HEADER) + rows.join("");
}

/** e.g. onetake-fairness-acme-all-postings-2026-01-01-to-2026-06-30.csv */
export function fairnessReportFilename(report: FairnessReport, today: Date = new Date()): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "report";
  const who = report.scope.company ? slug(report.scope.company.name) : "platform";
  const what = report.scope.posting ? slug(report.scope.posting.title) : "all-postings";
  const from = report.scope.from ?? "start";
  const to = report.scope.to ?? today.toISOString().slice(0, 10);
  return `onetake-fairness-${who}-${what}-${from}-to-${to}.csv`;
}
