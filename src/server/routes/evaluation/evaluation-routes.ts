import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { followUpResultsAdminContract } from "@shared/interviews/follow-up-contracts";
import {
  decideCorrectionRequestContract,
  listCorrectionRequestsContract,
} from "@shared/evaluation/correction-request-contracts";
import {
  answerReviewRequestContract,
  correctTranscriptContract,
  getInterviewEvaluationContract,
  interviewCaptionsContract,
  listEvaluationsAdminContract,
  listReviewRequestsContract,
  overrideEvaluationContract,
  requestHumanReviewContract,
} from "@shared/evaluation/evaluation-contracts";
import { correctTranscript } from "../../domain/evaluation/correct-transcript";
import { decideCorrectionRequest, listCorrectionRequests } from "../../domain/evaluation/correction-requests";
import { getInterviewEvaluation } from "../../domain/evaluation/get-interview-evaluation";
import { readInterviewCaptions } from "../../domain/evaluation/interview-captions";
import { listEvaluationsAdmin } from "../../domain/evaluation/list-evaluations-admin";
import { overrideEvaluation } from "../../domain/evaluation/override-evaluation";
import { answerReviewRequest, listReviewRequests, requestHumanReview } from "../../domain/evaluation/review-requests";
import { countFollowUpResults } from "../../domain/interviews/interviewer/follow-ups/follow-up-results";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** Reading and acting on an interview's AI evaluation (decision 0050); the pipeline has its own. */
export async function evaluationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getInterviewEvaluationContract, ({ actor, params }) => getInterviewEvaluation(services, actor, params.id));
  registerCaptionsRoute(app, services);
  route(app, overrideEvaluationContract, ({ actor, params, body }) =>
    overrideEvaluation(services, actor, { interviewId: params.id, body }),
  );
  route(app, correctTranscriptContract, ({ actor, params, body }) =>
    correctTranscript(services, actor, { interviewId: params.id, ...body }),
  );
  route(app, listCorrectionRequestsContract, ({ actor, query }) => listCorrectionRequests(services, actor, query));
  route(app, decideCorrectionRequestContract, ({ actor, params, body }) =>
    decideCorrectionRequest(services, actor, { requestId: params.id, decision: body.decision }),
  );
  route(app, requestHumanReviewContract, ({ actor, params, body }) =>
    requestHumanReview(services, actor, { interviewId: params.id, message: body.message }),
  );
  route(app, listReviewRequestsContract, ({ actor, query }) => listReviewRequests(services, actor, query));
  route(app, answerReviewRequestContract, ({ actor, params, body }) =>
    answerReviewRequest(services, actor, { requestId: params.id, response: body.response }),
  );
  route(app, listEvaluationsAdminContract, ({ actor, query }) => listEvaluationsAdmin(services, actor, query));
  route(app, followUpResultsAdminContract, ({ actor }) => countFollowUpResults(services.db, actor));
}

const captionsText = z.string().meta({ description: "A WebVTT track" });

/**
 * The captions are written from the transcripts on each request, not a stored blob, so this is
 * registered by hand rather than with downloadRoute: small text, sent whole, never cached.
 */
function registerCaptionsRoute(app: FastifyInstance, services: AppServices): void {
  const contract = interviewCaptionsContract;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: "GET",
    url: contract.path,
    schema: {
      summary: contract.summary,
      ...(contract.tags ? { tags: contract.tags } : {}),
      params: contract.params,
      response: { 200: { description: "The captions track", content: { "text/vtt": { schema: captionsText } } } },
    },
    handler: async (request, reply) => {
      const vtt = await readInterviewCaptions(
        services,
        await services.sessions.resolve(request.headers),
        (request.params as { id: string }).id,
      );
      return reply
        .type("text/vtt; charset=utf-8")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(vtt);
    },
  });
}
