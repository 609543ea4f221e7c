import type { FastifyInstance } from "fastify";
import {
  getCandidateInterviewContract,
  listCandidateInterviewsContract,
  resetInterviewContract,
} from "@shared/interviews/candidate-interview-contracts";
import { attachInterviewResumeContract } from "@shared/interviews/interview-resume";
import { attachInterviewResume, authorizeInterviewResume } from "../../domain/interviews/attach-interview-resume";
import { getCandidateInterview } from "../../domain/interviews/get-candidate-interview";
import { listCandidateInterviews } from "../../domain/interviews/list-candidate-interviews";
import { resetInterview } from "../../domain/interviews/reset-interview";
import { perIp } from "../../plugins/rate-limits";
import { route } from "../../plugins/route";
import { uploadRoute } from "../../plugins/upload-route";
import type { AppServices } from "../../services";

/** A candidate attaches a resume now and then; this only stops a loop. */
const RESUME_UPLOAD_LIMIT = perIp(20, "10 minutes");

/** The candidate's own interviews: the list, one interview's detail, Redo, and the attached resume. */
export async function candidateInterviewRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCandidateInterviewsContract, ({ actor, query }) => listCandidateInterviews(services, actor, query));
  route(app, getCandidateInterviewContract, ({ actor, params }) =>
    getCandidateInterview(services, actor, { interviewId: params.id }),
  );
  route(app, resetInterviewContract, ({ actor, params }) =>
    resetInterview(services, actor, { interviewId: params.id }),
  );
  uploadRoute(
    app,
    attachInterviewResumeContract,
    {
      area: "resumes",
      config: RESUME_UPLOAD_LIMIT,
      authorize: (actor, request) => authorizeInterviewResume(services, actor, (request.params as { id: string }).id),
    },
    ({ actor, params, file }) => attachInterviewResume(services, actor, { interviewId: params.id, file }),
  );
}
