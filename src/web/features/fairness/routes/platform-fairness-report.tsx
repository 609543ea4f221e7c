import { useSearchParams } from "react-router";
import {
  exportPlatformFairnessReportContract,
  fairnessReportCsvPath,
} from "@shared/fairness/fairness-report-contracts";
import { PageHeader } from "@web/components/list/page-header";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { reportFiltersFrom, usePlatformFairnessReport } from "../api/get-fairness-report";
import { FairnessReportView } from "../components/fairness-report-view";

/**
 * /admin/fairness-report: the report over every company's decisions, over any days (admins, who
 * are trusted operators: decision 0071). A refused filter is said above the report.
 */
export function PlatformFairnessReportPage() {
  usePageMeta({ title: "Fairness report (platform)" });
  const [searchParams] = useSearchParams();
  const { from, to } = reportFiltersFrom(searchParams);
  const report = usePlatformFairnessReport({ from, to });
  return (
    <>
      <PageHeader
        title="Fairness report: every company"
        description="Hiring and AI scoring rates by sex and race/ethnicity across the platform, with impact ratios."
      />
      {report.isError && (
        <p role="alert" className="text-sm text-danger">
          {report.error.message}
        </p>
      )}
      <FairnessReportView
        report={report.data}
        filters={{ from, to }}
        csvHref={fairnessReportCsvPath(exportPlatformFairnessReportContract.path, { from, to })}
        audience="platform"
      />
    </>
  );
}
