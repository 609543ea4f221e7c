import type { FastifyInstance } from "fastify";
import {
  addApplicationAssignmentContract,
  listApplicationAssignmentsContract,
  listMyAssignmentsContract,
  listPostingAssignmentsContract,
  removeApplicationAssignmentContract,
  setPostingAssignmentsContract,
} from "@shared/companies/assignment-contracts";
import { listMyAssignments } from "../../domain/companies/assignments/list-my-assignments";
import {
  addApplicationAssignment,
  listApplicationAssignments,
  listPostingAssignments,
  removeApplicationAssignment,
  setPostingAssignments,
} from "../../domain/companies/assignments/manage-assignments";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** Who is assigned to postings and applications, and what is assigned to the caller (decision 0084). */
export async function companyAssignmentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listMyAssignmentsContract, ({ actor }) => listMyAssignments(services, actor));
  route(app, listPostingAssignmentsContract, ({ actor, params }) =>
    listPostingAssignments(services, actor, { postingId: params.id }),
  );
  route(app, setPostingAssignmentsContract, ({ actor, params, body }) =>
    setPostingAssignments(services, actor, { postingId: params.id, memberIds: body.memberIds }),
  );
  route(app, listApplicationAssignmentsContract, ({ actor, params }) =>
    listApplicationAssignments(services, actor, { applicationId: params.id }),
  );
  route(app, addApplicationAssignmentContract, ({ actor, params, body }) =>
    addApplicationAssignment(services, actor, { applicationId: params.id, memberId: body.memberId }),
  );
  route(app, removeApplicationAssignmentContract, ({ actor, params }) =>
    removeApplicationAssignment(services, actor, { applicationId: params.id, memberId: params.memberId }),
  );
}
