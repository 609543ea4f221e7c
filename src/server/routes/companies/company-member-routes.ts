import type { FastifyInstance } from "fastify";
import { listCompanyMembersContract } from "@shared/companies/member-contracts";
import { listCompanyMembers } from "../../domain/companies/members/list-company-members";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** The company workspace's members (decision 0079). */
export async function companyMemberRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCompanyMembersContract, ({ actor }) => listCompanyMembers(services, actor));
}
