import type { FastifyInstance } from "fastify";
import {
  changeCompanyPostingStatusContract,
  createCompanyPostingContract,
  getCompanyPostingContract,
  listCompanyPostingsContract,
  updateCompanyPostingContract,
} from "@shared/postings/company-posting-contracts";
import { changeCompanyPostingStatus } from "../../domain/postings/change-company-posting-status";
import { createCompanyPosting } from "../../domain/postings/create-company-posting";
import { getCompanyPosting } from "../../domain/postings/get-company-posting";
import { listCompanyPostings } from "../../domain/postings/list-company-postings";
import { updateCompanyPosting } from "../../domain/postings/update-company-posting";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** The signed-in verified company's own postings (decision 0032). */
export async function companyPostingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCompanyPostingsContract, ({ actor, query }) => listCompanyPostings(services, actor, query));
  route(app, getCompanyPostingContract, ({ actor, params }) =>
    getCompanyPosting(services, actor, { postingId: params.id }),
  );
  route(app, createCompanyPostingContract, ({ actor, body }) => createCompanyPosting(services, actor, body));
  route(app, updateCompanyPostingContract, ({ actor, params, body }) =>
    updateCompanyPosting(services, actor, { postingId: params.id, values: body }),
  );
  route(app, changeCompanyPostingStatusContract, ({ actor, params, body }) =>
    changeCompanyPostingStatus(services, actor, { postingId: params.id, action: body.action }),
  );
}
