import type { FastifyInstance } from "fastify";
import {
  createInterviewShareLinkContract,
  getInterviewShareLinkContract,
  getInterviewWatchContract,
  getSharedInterviewContract,
  interviewPosterContract,
  interviewRecordingContract,
  interviewResumeContract,
  revokeInterviewShareLinkContract,
  sharedInterviewPosterContract,
  sharedInterviewRecordingContract,
} from "@shared/interviews/watch-contracts";
import { getInterviewWatch, getSharedInterview } from "../../domain/interviews/get-interview-watch";
import {
  createInterviewShareLink,
  getInterviewShareLink,
  revokeInterviewShareLink,
} from "../../domain/interviews/interview-share-links";
import { openInterviewMedia, openSharedInterviewMedia } from "../../domain/interviews/recording/open-interview-media";
import { downloadRoute } from "../../plugins/download-route";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** Watching an interview (decision 0021): one access rule in the domain for every read. */
export async function watchRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getInterviewWatchContract, ({ actor, params }) =>
    getInterviewWatch(services, actor, { interviewId: params.id }),
  );
  downloadRoute(app, interviewRecordingContract, ({ actor, params, query }) =>
    openInterviewMedia(services, actor, {
      interviewId: params.id,
      media: "recording",
      download: query.download === "1",
    }),
  );
  downloadRoute(app, interviewPosterContract, ({ actor, params }) =>
    openInterviewMedia(services, actor, { interviewId: params.id, media: "poster" }),
  );
  downloadRoute(app, interviewResumeContract, ({ actor, params, query }) =>
    openInterviewMedia(services, actor, { interviewId: params.id, media: "resume", download: query.download === "1" }),
  );
  route(app, getInterviewShareLinkContract, ({ actor, params }) =>
    getInterviewShareLink(services, actor, { interviewId: params.id }),
  );
  route(app, createInterviewShareLinkContract, ({ actor, params }) =>
    createInterviewShareLink(services, actor, { interviewId: params.id }),
  );
  route(app, revokeInterviewShareLinkContract, ({ actor, params }) =>
    revokeInterviewShareLink(services, actor, { interviewId: params.id }),
  );
  await app.register(sharedInterviewRoutes, { services });
}

/** What a share link opens, with no session: its own scope so every answer, errors too, is noindex. */
async function sharedInterviewRoutes(scope: FastifyInstance, { services }: { services: AppServices }): Promise<void> {
  scope.addHook("onRequest", async (_request, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
  });
  route(scope, getSharedInterviewContract, ({ params }) => getSharedInterview(services, { token: params.token }));
  downloadRoute(scope, sharedInterviewRecordingContract, ({ params }) =>
    openSharedInterviewMedia(services, { token: params.token, media: "recording" }),
  );
  downloadRoute(scope, sharedInterviewPosterContract, ({ params }) =>
    openSharedInterviewMedia(services, { token: params.token, media: "poster" }),
  );
}
