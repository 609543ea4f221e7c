import type { FastifyInstance } from "fastify";
import {
  getCompanyDashboardContract,
  recordCompanyDashboardVisitContract,
} from "@shared/companies/dashboard-contracts";
import {
  companyLogoContract,
  removeCompanyLogoContract,
  uploadCompanyLogoContract,
} from "@shared/companies/logo-contracts";
import { getCompanyDashboard } from "../../domain/companies/get-company-dashboard";
import { recordCompanyDashboardVisit } from "../../domain/companies/record-company-dashboard-visit";
import { openCompanyLogo } from "../../domain/companies/open-company-logo";
import { removeCompanyLogo } from "../../domain/companies/remove-company-logo";
import { requireCompany } from "../../domain/companies/require-company";
import { uploadCompanyLogo } from "../../domain/companies/upload-company-logo";
import { downloadRoute } from "../../plugins/download-route";
import { perIp } from "../../plugins/rate-limits";
import { route } from "../../plugins/route";
import { uploadRoute } from "../../plugins/upload-route";
import type { AppServices } from "../../services";

/** Each logo upload draws the picture once: 20 per address per 10 minutes is plenty for a company. */
const LOGO_UPLOAD_LIMIT = perIp(20, "10 minutes");

/** /enterprise-dashboard and the logo of /enterprise-settings (decision 0036). */
export async function companyDashboardRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getCompanyDashboardContract, ({ actor }) => getCompanyDashboard(services, actor));
  route(app, recordCompanyDashboardVisitContract, ({ actor }) => recordCompanyDashboardVisit(services, actor));
  uploadRoute(
    app,
    uploadCompanyLogoContract,
    {
      area: "logos",
      config: LOGO_UPLOAD_LIMIT,
      authorize: async (actor) => {
        await requireCompany(services, actor, { may: "settings", verified: false });
      },
    },
    ({ actor, file }) => uploadCompanyLogo(services, actor, file),
  );
  route(app, removeCompanyLogoContract, ({ actor }) => removeCompanyLogo(services, actor));
  downloadRoute(app, companyLogoContract, ({ actor, params }) => openCompanyLogo(services, actor, params.companyId));
}
