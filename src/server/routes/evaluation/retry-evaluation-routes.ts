import type { FastifyInstance } from "fastify";
import { retryEvaluationContract } from "@shared/evaluation/evaluation-contracts";
import { getInterviewEvaluation } from "../../domain/evaluation/get-interview-evaluation";
import { retryEvaluation } from "../../domain/evaluation/pipeline/retry-evaluation";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** The AI evaluation of an interview (decision 0050): reads follow the recording's access rule. */
export async function retryEvaluationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, retryEvaluationContract, async ({ actor, params }) => {
    await retryEvaluation(services, actor, params.id);
    return getInterviewEvaluation(services, actor, params.id);
  });
}
