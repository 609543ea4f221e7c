import type { FastifyInstance } from "fastify";
import {
  EXPORT_FILE_NAME,
  exportCandidateDataContract,
  requestCandidateDeletionContract,
} from "@shared/candidates/candidate-data-contracts";
import { requestCandidateDeletion } from "../../domain/candidates/own-data/delete-candidate-account";
import { exportCandidateData } from "../../domain/candidates/own-data/export-candidate-data";
import { perIp } from "../../plugins/rate-limits";
import { route } from "../../plugins/route";
import { contentDisposition } from "../../plugins/storage/content-disposition";
import type { AppServices } from "../../services";

/** The candidate's own data: download it all, or delete the account (decision 0030). */
export async function candidateDataRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.route({
    method: "GET",
    url: exportCandidateDataContract.path,
    // Each export reads every file of the account: a handful an hour is plenty for a person.
    config: perIp(20, "1 hour"),
    schema: { summary: exportCandidateDataContract.summary, tags: exportCandidateDataContract.tags ?? [] },
    handler: async (request, reply) => {
      const stream = await exportCandidateData(services, await services.sessions.resolve(request.headers));
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(EXPORT_FILE_NAME))
        .header("cache-control", "private, no-store")
        .send(stream);
    },
  });
  route(app, requestCandidateDeletionContract, ({ actor, body }) => requestCandidateDeletion(services, actor, body));
}
