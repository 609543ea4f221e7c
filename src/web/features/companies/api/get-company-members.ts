/** The team's members: read in src/web/lib, as the applications feature's assignment controls need them too. */
export { useCompanyMembers } from "@web/lib/companies/company-members";
