import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  exportFairnessReportContract,
  exportPlatformFairnessReportContract,
  getFairnessReportContract,
  getPlatformFairnessReportContract,
  fairnessReportQuerySchema,
  platformFairnessReportQuerySchema,
  type FairnessReport,
} from "@shared/fairness/fairness-report-contracts";
import {
  deleteSelfIdentificationContract,
  getSelfIdentificationContract,
  saveSelfIdentificationContract,
} from "@shared/fairness/self-identification-contracts";
import { fairnessReportCsv, fairnessReportFilename } from "../../domain/fairness/fairness-report-csv";
import { getFairnessReport, getPlatformFairnessReport } from "../../domain/fairness/get-fairness-report";
import {
  deleteSelfIdentification,
  getSelfIdentification,
  saveSelfIdentification,
} from "../../domain/fairness/self-identification";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** A small JSON body: two answers. */
const SMALL_BODY = 4 * 1024;

function sendCsv(reply: FastifyReply, report: FairnessReport) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fairnessReportFilename(report)}"`)
    .header("cache-control", "private, no-store")
    .send(fairnessReportCsv(report));
}

/** The candidate's own self-identification, and the fairness report for companies and admins (decision 0052). */
export async function fairnessRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getSelfIdentificationContract, ({ actor }) => getSelfIdentification(services, actor));
  route(app, saveSelfIdentificationContract, ({ actor, body }) => saveSelfIdentification(services, actor, body), {
    bodyLimit: SMALL_BODY,
  });
  route(app, deleteSelfIdentificationContract, ({ actor }) => deleteSelfIdentification(services, actor));

  route(app, getFairnessReportContract, ({ actor, query }) => getFairnessReport(services, actor, query));
  route(app, getPlatformFairnessReportContract, ({ actor, query }) =>
    getPlatformFairnessReport(services, actor, query),
  );

  // The CSVs: registered directly, as route() sends JSON.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const csvResponse = { 200: { description: "The report as CSV", content: { "text/csv": { schema: z.string() } } } };
  typed.route({
    method: "GET",
    url: exportFairnessReportContract.path,
    schema: {
      summary: exportFairnessReportContract.summary,
      tags: exportFairnessReportContract.tags,
      querystring: fairnessReportQuerySchema,
      response: csvResponse,
    },
    handler: async (request, reply) => {
      const actor = await services.sessions.resolve(request.headers);
      return sendCsv(reply, await getFairnessReport(services, actor, request.query));
    },
  });
  typed.route({
    method: "GET",
    url: exportPlatformFairnessReportContract.path,
    schema: {
      summary: exportPlatformFairnessReportContract.summary,
      tags: exportPlatformFairnessReportContract.tags,
      querystring: platformFairnessReportQuerySchema,
      response: csvResponse,
    },
    handler: async (request, reply) => {
      const actor = await services.sessions.resolve(request.headers);
      return sendCsv(reply, await getPlatformFairnessReport(services, actor, request.query));
    },
  });
}
