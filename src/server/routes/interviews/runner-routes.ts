import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { apiErrorSchema } from "@shared/http/contract";
import {
  UPLOAD_CHECK_MAX_BYTES,
  markQuestionContract,
  rewindRecordingSessionContract,
  saveInterviewConsentContract,
  startInterviewAttemptContract,
  uploadCheckContract,
} from "@shared/interviews/runner-contracts";
import { followUpSpeechContract, requestFollowUpContract } from "@shared/interviews/follow-up-contracts";
import { followUpSpeechAudio, withSpeech } from "../../domain/interviews/interviewer/speech/read-follow-up-aloud";
import { requestFollowUp } from "../../domain/interviews/interviewer/follow-ups/request-follow-up";
import { markQuestion } from "../../domain/interviews/recording/mark-question";
import { receiveUploadCheck } from "../../domain/interviews/receive-upload-check";
import { rewindRecordingSession } from "../../domain/interviews/recording/rewind-recording-session";
import { saveInterviewConsent } from "../../domain/interviews/save-interview-consent";
import { startInterviewAttempt } from "../../domain/interviews/start-interview-attempt";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** The interview page's endpoints beside the upload rails (decision 0019). */
export async function runnerRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, startInterviewAttemptContract, ({ actor, params }) =>
    startInterviewAttempt(services, actor, { interviewId: params.id }),
  );
  route(app, saveInterviewConsentContract, ({ actor, params, body }) =>
    saveInterviewConsent(services, actor, {
      interviewId: params.id,
      extraTimeSeconds: body.extraTimeSeconds,
      humanReviewOnly: body.humanReviewOnly,
    }),
  );
  route(app, markQuestionContract, ({ actor, params, body: { token, followUpId, ...mark } }) =>
    markQuestion(services, actor, { sessionId: params.id, token, mark, followUpId }),
  );
  // A few per interview (one per question at most), each costing a model call.
  route(
    app,
    requestFollowUpContract,
    async ({ actor, params, body }) =>
      withSpeech(services, params.id, await requestFollowUp(services, actor, { sessionId: params.id, ...body })),
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );
  followUpSpeechRoute(app, services);
  route(app, rewindRecordingSessionContract, ({ actor, params, body }) =>
    rewindRecordingSession(services, actor, { sessionId: params.id, token: body.token, mode: body.mode }),
  );
  await app.register(uploadCheckRoute);
}

const FOLLOW_UP_SPEECH_KEEP_SECONDS = 120;

/** A follow-up read aloud: MP3 bytes from memory, which the download routes (blobs, Range) do not serve. */
function followUpSpeechRoute(app: FastifyInstance, services: AppServices): void {
  const contract = followUpSpeechContract;
  app.route({
    method: "GET",
    url: contract.path,
    // A follow-up or two per interview, fetched again after a reload; each miss is a provider call.
    config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    schema: {
      summary: contract.summary,
      ...(contract.tags ? { tags: contract.tags } : {}),
      params: contract.params,
      response: {
        200: {
          description: "The follow-up read aloud",
          content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } },
        },
        503: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      // Validated by the params schema before the handler runs.
      const params = request.params as z.output<NonNullable<typeof contract.params>>;
      const audio = await followUpSpeechAudio(services, await services.sessions.resolve(request.headers), {
        sessionId: params.id,
        followUpId: params.followUpId,
      });
      return reply
        .type("audio/mpeg")
        .header("cache-control", `private, max-age=${FOLLOW_UP_SPEECH_KEEP_SECONDS}`)
        .send(audio);
    },
  });
}

/** Its own scope, so the raw-body parser serves this route only. */
async function uploadCheckRoute(scope: FastifyInstance): Promise<void> {
  scope.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));
  // A few checks per device setup; more would make it a free bandwidth sink.
  route(
    scope,
    uploadCheckContract,
    ({ actor, request }) =>
      receiveUploadCheck(actor, request.body instanceof Readable ? request.body : Readable.from([])),
    { bodyLimit: UPLOAD_CHECK_MAX_BYTES, config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );
}
