import type { FastifyInstance } from "fastify";
import {
  changeMemberRoleContract,
  listCompanyMembersContract,
  removeMemberContract,
} from "@shared/companies/member-contracts";
import { changeMemberRole, removeMember } from "../../domain/companies/members/manage-company-members";
import { listCompanyMembers } from "../../domain/companies/members/list-company-members";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** The company workspace's members (decisions 0079 and 0082). */
export async function companyMemberRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCompanyMembersContract, ({ actor }) => listCompanyMembers(services, actor));
  route(app, changeMemberRoleContract, ({ actor, params, body }) =>
    changeMemberRole(services, actor, { memberId: params.id, role: body.role }),
  );
  route(app, removeMemberContract, ({ actor, params }) => removeMember(services, actor, { memberId: params.id }));
}
