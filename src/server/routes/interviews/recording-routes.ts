import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { apiErrorSchema } from "@shared/http/contract";
import {
  MAX_RECORDING_CHUNK_BYTES,
  RECORDING_HEADERS,
  acquireRecordingLeaseContract,
  releaseRecordingLeaseContract,
  finishRecordingSessionContract,
  getInterviewRecordingStatusContract,
  getRecordingSessionContract,
  putRecordingChunkContract,
  recordingChunkHeadersSchema,
  startNetworkInterviewAttemptContract,
} from "@shared/interviews/recording-contracts";
import { acquireRecordingLease, releaseRecordingLease } from "../../domain/interviews/acquire-recording-lease";
import { finishRecordingSession } from "../../domain/interviews/finish-recording-session";
import { getInterviewRecordingStatus } from "../../domain/interviews/get-interview-recording-status";
import { getRecordingSession } from "../../domain/interviews/get-recording-session";
import { putRecordingChunk } from "../../domain/interviews/put-recording-chunk";
import { startNetworkInterviewAttempt } from "../../domain/interviews/start-network-interview-attempt";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

export async function recordingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, startNetworkInterviewAttemptContract, ({ actor }) => startNetworkInterviewAttempt(services, actor));
  route(app, acquireRecordingLeaseContract, ({ actor, params, body }) =>
    acquireRecordingLease(services, actor, { sessionId: params.id, token: body.token }),
  );
  route(app, releaseRecordingLeaseContract, ({ actor, params, body }) =>
    releaseRecordingLease(services, actor, { sessionId: params.id, token: body.token }),
  );
  route(app, getRecordingSessionContract, ({ actor, params }) =>
    getRecordingSession(services, actor, { sessionId: params.id }),
  );
  route(app, finishRecordingSessionContract, ({ actor, params, body }) =>
    finishRecordingSession(services, actor, {
      sessionId: params.id,
      token: body.token,
      manifest: { segments: body.segments, questionStartSeconds: body.questionStartSeconds },
    }),
  );
  route(app, getInterviewRecordingStatusContract, ({ actor, params }) =>
    getInterviewRecordingStatus(services, actor, { interviewId: params.id }),
  );
  await app.register(chunkRoute, { services });
}

/** Its own scope, so the raw-body parser serves the chunk route only. */
async function chunkRoute(scope: FastifyInstance, { services }: { services: AppServices }): Promise<void> {
  // Hands the body on unread: the domain streams it to the BlobStore and checks its hash on the way.
  scope.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));
  const contract = putRecordingChunkContract;
  scope.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    // Per-chunk; Fastify's own bodyLimit does not apply to a stream the parser passes on unread.
    bodyLimit: MAX_RECORDING_CHUNK_BYTES,
    config: {
      readYourWrites: false,
      rateLimit: {
        // A recorder sends about one chunk a second, so the global per-IP limit would cut an
        // interview short (and a household shares one IP). Chunks are limited per session instead,
        // generously: 300 a minute (the default) leaves room for draining a backlog after the
        // network returns. The benchmark raises it to ingest faster than real time.
        max: services.config.recordingChunksPerMinute,
        timeWindow: "1 minute",
        keyGenerator: (request: FastifyRequest) => `recording-session:${(request.params as { id?: string }).id ?? ""}`,
      },
    },
    schema: {
      summary: contract.summary,
      ...(contract.tags ? { tags: contract.tags } : {}),
      consumes: ["application/octet-stream"],
      params: contract.params,
      headers: recordingChunkHeadersSchema,
      response: { 200: contract.response, "4xx": apiErrorSchema, "5xx": apiErrorSchema },
    },
    handler: async (request) => {
      const actor = await services.sessions.resolve(request.headers);
      const params = request.params as z.output<NonNullable<typeof contract.params>>;
      const length = Number(request.headers["content-length"]);
      return putRecordingChunk(services, actor, {
        sessionId: params.id,
        segment: params.segment,
        seq: params.seq,
        leaseToken: request.headers[RECORDING_HEADERS.leaseToken],
        sha256: request.headers[RECORDING_HEADERS.sha256],
        mimeType: request.headers[RECORDING_HEADERS.mimeType],
        // A request with no body and no content type reaches here with none: that is an empty chunk.
        body: request.body instanceof Readable ? request.body : Readable.from([]),
        declaredBytes: Number.isSafeInteger(length) ? length : undefined,
      });
    },
  });
}
