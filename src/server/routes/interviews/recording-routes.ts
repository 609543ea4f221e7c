import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { apiErrorSchema } from "@shared/http/contract";
import {
  MAX_RECORDING_CHUNK_BYTES,
  RECORDING_HEADERS,
  STORAGE_FULL_RETRY_SECONDS,
  recordingMessages,
  acquireRecordingLeaseContract,
  releaseRecordingLeaseContract,
  finishRecordingSessionContract,
  getInterviewRecordingStatusContract,
  getRecordingSessionContract,
  putRecordingChunkContract,
  recordingChunkHeadersSchema,
  startNetworkInterviewAttemptContract,
} from "@shared/interviews/recording-contracts";
import {
  acquireRecordingLease,
  releaseRecordingLease,
} from "../../domain/interviews/recording/acquire-recording-lease";
import { finishRecordingSession } from "../../domain/interviews/recording/finish-recording-session";
import { getInterviewRecordingStatus } from "../../domain/interviews/recording/get-interview-recording-status";
import { getRecordingSession } from "../../domain/interviews/recording/get-recording-session";
import { putRecordingChunk } from "../../domain/interviews/recording/put-recording-chunk";
import { startNetworkInterviewAttempt } from "../../domain/interviews/start-network-interview-attempt";
import { unsupportedMediaType } from "../../errors";
import { perIpBucket } from "../../plugins/rate-limits";
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

const chunkResponses = {
  200: putRecordingChunkContract.response,
  400: apiErrorSchema.describe("Malformed headers, an empty chunk, or a checksum that does not match the bytes"),
  401: apiErrorSchema.describe("Not signed in"),
  403: apiErrorSchema.describe("Not a candidate"),
  404: apiErrorSchema.describe("No such session, or not the caller's"),
  409: apiErrorSchema.describe(
    "The session is closed, the lease is not held, consent is missing, or another chunk holds this seq",
  ),
  413: apiErrorSchema.describe(
    "Over the chunk or recording cap (payload_too_large), or over the candidate's storage quota (quota_exceeded)",
  ),
  415: apiErrorSchema.describe("Any content type but application/octet-stream; the body is not read"),
  429: apiErrorSchema.describe("Too many chunks from this IP or for this session; see Retry-After"),
  500: apiErrorSchema.describe("Unexpected server error"),
  507: apiErrorSchema.describe(
    "The store is short of space (below its free-space floor, or full while writing); send again after Retry-After",
  ),
  "4xx": apiErrorSchema,
  "5xx": apiErrorSchema,
};

/** The media type without parameters, lowercased; "" when none was sent. */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Its own scope, so the raw-body parser serves the chunk route only. Everything that can refuse a
 * chunk without its bytes runs before the body is read (decision 0016): the per-IP bucket and the
 * content type here, in onRequest, before Fastify would parse anything; the per-session limit;
 * then owner, lease, sequence and caps in the domain, before it streams the body.
 */
async function chunkRoute(scope: FastifyInstance, { services }: { services: AppServices }): Promise<void> {
  // Hands the body on unread: the domain streams it to the BlobStore and checks its hash on the way.
  scope.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));
  const contract = putRecordingChunkContract;
  const { config } = services;
  scope.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    // Per-chunk; Fastify's own bodyLimit does not apply to a stream the parser passes on unread.
    bodyLimit: MAX_RECORDING_CHUNK_BYTES,
    onRequest: [
      // Every chunk request counts per IP, whatever session it names, so made-up session ids
      // cannot escape a per-IP limit. Not the global bucket: a recorder sends about a chunk a
      // second and a household or office shares one IP, so the global limit would cut real
      // interviews short. This bucket is as cheap as the global one (counted in memory).
      perIpBucket(scope, "recording-chunks", config.recordingChunksPerIpPerMinute),
      async (request) => {
        // Before any parser runs: a JSON or text body is never read, let alone parsed.
        if (mediaTypeOf(request) !== "application/octet-stream")
          throw unsupportedMediaType(recordingMessages.octetStreamOnly);
      },
    ],
    // A refusal past this point is answered before the body is read; when the store fails
    // mid-body (507) or the body outgrows the cap (413), the connection is closed rather than
    // left holding a paused body no one will read until the request timeout.
    onSend: async (_request, reply) => {
      if (reply.statusCode === 507) reply.header("retry-after", STORAGE_FULL_RETRY_SECONDS);
      if (reply.statusCode === 507 || reply.statusCode === 413) reply.header("connection", "close");
    },
    config: {
      readYourWrites: false,
      rateLimit: {
        // Per session as well, generously: 300 a minute (the default) leaves room for draining a
        // backlog after the network returns. The benchmark raises it to ingest faster than real time.
        max: config.recordingChunksPerMinute,
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
      response: chunkResponses,
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
        // An octet-stream request with no body at all reaches here with none: an empty chunk.
        body: request.body instanceof Readable ? request.body : Readable.from([]),
        declaredBytes: Number.isSafeInteger(length) ? length : undefined,
      });
    },
  });
}
