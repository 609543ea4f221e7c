import {
  companyProfileParts,
  type CompanyDashboard,
  type CompanyProfilePart,
} from "@shared/companies/dashboard-contracts";
import type { Company } from "./require-company";

/** Whether each part of the company profile is filled: the settings form's fields and the logo. */
function profilePartDone(company: Company, part: CompanyProfilePart): boolean {
  if (part === "logo") return company.logoFileId !== null;
  const value = company[part];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The onboarding card's three steps: a complete company profile (what candidates read about the
 * company), a first posting, and a first interview template (what the company asks its applicants).
 */
export function companySetupOf(
  company: Company,
  facts: { hasPostings: boolean; hasTemplates: boolean },
): CompanyDashboard["setup"] {
  const missingProfileParts = companyProfileParts.filter((part) => !profilePartDone(company, part));
  const steps = [
    { step: "profile" as const, done: missingProfileParts.length === 0 },
    { step: "posting" as const, done: facts.hasPostings },
    { step: "template" as const, done: facts.hasTemplates },
  ];
  return { steps, missingProfileParts, complete: steps.every((step) => step.done) };
}
