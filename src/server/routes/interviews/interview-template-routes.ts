import type { FastifyInstance } from "fastify";
import {
  createInterviewTemplateContract,
  deleteInterviewTemplateContract,
  listInterviewTemplatesContract,
  saveInterviewTemplateContract,
} from "@shared/interviews/template-contracts";
import { createInterviewTemplate } from "../../domain/interviews/templates/create-interview-template";
import { deleteInterviewTemplate } from "../../domain/interviews/templates/delete-interview-template";
import { listInterviewTemplates } from "../../domain/interviews/templates/list-interview-templates";
import { saveInterviewTemplate } from "../../domain/interviews/templates/save-interview-template";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** A company's interview templates (/interview-customization, decision 0033). */
export async function interviewTemplateRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listInterviewTemplatesContract, ({ actor }) => listInterviewTemplates(services, actor));
  route(app, createInterviewTemplateContract, ({ actor }) => createInterviewTemplate(services, actor));
  route(app, saveInterviewTemplateContract, ({ actor, params, body }) =>
    saveInterviewTemplate(services, actor, { id: params.id, template: body }),
  );
  route(app, deleteInterviewTemplateContract, ({ actor, params }) =>
    deleteInterviewTemplate(services, actor, { id: params.id }),
  );
}
