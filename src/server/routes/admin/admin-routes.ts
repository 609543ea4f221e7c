import type { FastifyInstance } from "fastify";
import {
  approveCompanyContract,
  listAuditLogContract,
  listCompaniesContract,
  rejectCompanyContract,
} from "@shared/admin/contracts";
import { listAuditLog } from "../../domain/admin/list-audit-log";
import { listCompanies } from "../../domain/admin/list-companies";
import { reviewCompany } from "../../domain/admin/review-company";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

export async function adminRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCompaniesContract, ({ actor, query }) => listCompanies(services, actor, query));
  route(app, approveCompanyContract, ({ actor, params }) =>
    reviewCompany(services, actor, params.id, { kind: "approve" }),
  );
  route(app, rejectCompanyContract, ({ actor, params, body }) =>
    reviewCompany(services, actor, params.id, { kind: "reject", reason: body.reason }),
  );
  route(app, listAuditLogContract, ({ actor, query }) => listAuditLog(services, actor, query));
}
