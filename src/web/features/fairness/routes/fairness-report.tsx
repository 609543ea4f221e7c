import { useSearchParams } from "react-router";
import { exportFairnessReportContract, fairnessReportCsvPath } from "@shared/fairness/fairness-report-contracts";
import { PageHeader } from "@web/components/list/page-header";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { companyReportFiltersFrom, useCompanyFairnessReport } from "../api/get-fairness-report";
import { FairnessReportView } from "../components/fairness-report-view";

/**
 * /fairness-report: the company's own report, all postings or one, over whole closed months
 * (verified companies). A refused filter is said above the report, which stays with its filters.
 */
export function FairnessReportPage() {
  usePageMeta({ title: "Fairness report" });
  const [searchParams] = useSearchParams();
  const filters = companyReportFiltersFrom(searchParams);
  const report = useCompanyFairnessReport(filters);
  return (
    <>
      <PageHeader
        title="Fairness report"
        description="Hiring and AI scoring rates by sex and race/ethnicity, with impact ratios (the NYC Local Law 144 method)."
      />
      {report.isError && (
        <p role="alert" className="text-sm text-danger">
          {report.error.message}
        </p>
      )}
      <FairnessReportView
        report={report.data}
        filters={filters}
        csvHref={fairnessReportCsvPath(exportFairnessReportContract.path, filters)}
        audience="company"
      />
    </>
  );
}
