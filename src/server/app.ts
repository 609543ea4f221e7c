import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { configureZod } from "@shared/validation/plain-messages";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { decisionNoticeTask } from "./domain/applications/decision-notice";
import { recomputeMatchesTask } from "./domain/matching/recompute-matches-task";
import { transcribeWindowsTask } from "./domain/interviews/interviewer/listening/transcribe-windows-task";
import { refreshOutdatedMatches, refreshOutdatedMatchesTask } from "./domain/matching/refresh-outdated-matches";
import { deleteCandidateAccountTask } from "./domain/candidates/own-data/delete-candidate-account";
import { extractResumeTextTask } from "./domain/candidates/resume/extract-resume-text-task";
import { readUnreadResumes, readUnreadResumesTask } from "./domain/candidates/resume/read-unread-resumes";
import { requeueUnfinishedDeletionsTask } from "./domain/candidates/own-data/requeue-unfinished-deletions";
import { sweepOrphanBlobsTask } from "./domain/files/sweep-orphan-blobs";
import { sweepEvaluationScratch } from "./domain/evaluation/pipeline/run-evaluation";
import { evaluateInterviewTask } from "./domain/evaluation/pipeline/evaluate-interview-task";
import { createAiProvider } from "./domain/evaluation/providers/create-ai-provider";
import { createInterviewer, createInterviewerSpeech } from "./domain/interviews/interviewer/create-interviewer";
import type { FollowUpDrafter } from "./domain/interviews/interviewer/openai-interviewer";
import type { AiProvider } from "./domain/evaluation/providers/ai-provider";
import { finalizeRecordingTask } from "./domain/interviews/recording/finalize-recording-task";
import { sweepRecordingSessionsTask } from "./domain/interviews/recording/sweep-recording-sessions";
import { sweepRetentionTask } from "./domain/interviews/retention/sweep-retention";
import { sendMailTask } from "./domain/mail/send-mail-task";
import { answerFrameworkError, registerErrorHandler } from "./plugins/error-handler";
import { createMailTransport } from "./plugins/mail/create-mail-transport";
import type { MailTransport } from "./plugins/mail/mail-transport";
import { outboxReader } from "./plugins/mail/outbox-transport";
import { createAuthMailer } from "./domain/accounts/auth-mailer";
import { createAuth } from "./plugins/auth/create-auth";
import { registerOriginCheck } from "./plugins/auth/origin-check";
import { registerReadYourWrites } from "./plugins/auth/read-your-writes";
import { checkSessionSecret, sessionSecret } from "./plugins/auth/session-secret";
import { SessionResolver } from "./plugins/auth/session-resolver";
import { registerOpenApi } from "./plugins/openapi";
import { RequestLog } from "./plugins/request-log";
import { registerSecurity } from "./plugins/security";
import type { BlobStore } from "./plugins/storage/blob-store";
import { createBlobStore } from "./plugins/storage/create-blob-store";
import { TaskQueue, type TaskDefinition } from "./plugins/tasks/task-queue";
import { registerWebApp } from "./plugins/web-app";
import { accountRoutes } from "./routes/accounts/account-routes";
import { authRoutes } from "./routes/accounts/auth-routes";
import { devAdminRoutes } from "./routes/accounts/dev-admin-routes";
import { adminRoutes } from "./routes/admin/admin-routes";
import { careerRoutes } from "./routes/candidates/career-routes";
import { candidateRoutes } from "./routes/candidates/candidate-routes";
import { candidateDataRoutes } from "./routes/candidates/candidate-data-routes";
import { blindReviewRoutes } from "./routes/companies/blind-review-routes";
import { companyDashboardRoutes } from "./routes/companies/company-dashboard-routes";
import { companyAssignmentRoutes } from "./routes/companies/company-assignment-routes";
import { companyMemberRoutes } from "./routes/companies/company-member-routes";
import { scorecardRoutes } from "./routes/scorecards/scorecard-routes";
import { companyRoutes } from "./routes/companies/company-routes";
import { leadRoutes } from "./routes/leads/leads-routes";
import { candidateInterviewRoutes } from "./routes/interviews/candidate-interview-routes";
import { recordingRoutes } from "./routes/interviews/recording-routes";
import { watchRoutes } from "./routes/interviews/watch-routes";
import { evaluationRoutes } from "./routes/evaluation/evaluation-routes";
import { runnerRoutes } from "./routes/interviews/runner-routes";
import { interviewTemplateRoutes } from "./routes/interviews/interview-template-routes";
import { postingRoutes } from "./routes/postings/posting-routes";
import { applicationRoutes } from "./routes/applications/application-routes";
import { companyPostingRoutes } from "./routes/postings/company-posting-routes";
import devMailRoutes from "./routes/dev/dev-mail-routes";
import { seoRoutes } from "./routes/content/seo-routes";
import { retryEvaluationRoutes } from "./routes/evaluation/retry-evaluation-routes";
import { fairnessRoutes } from "./routes/fairness/fairness-routes";
import { agreementRoutes } from "./routes/agreement/agreement-routes";
import { systemRoutes } from "./routes/system/system-routes";
import type { AppServices } from "./services";

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  blobs?: BlobStore;
  /** The evaluation provider; default: from config (tests pass a double). */
  ai?: AiProvider;
  /** null runs without an interviewer whatever the configuration says. */
  interviewer?: FollowUpDrafter | null;
  mailTransport?: MailTransport;
  /** Run this process's task worker (default true). */
  startWorker?: boolean;
  /** Extra task definitions (tests). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extraTasks?: TaskDefinition<any, AppServices>[];
  logger?: FastifyServerOptions["logger"];
  webDir?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const productTasks: TaskDefinition<any, AppServices>[] = [
  sendMailTask,
  sweepOrphanBlobsTask,
  finalizeRecordingTask,
  evaluateInterviewTask,
  sweepRecordingSessionsTask,
  deleteCandidateAccountTask,
  decisionNoticeTask,
  extractResumeTextTask,
  readUnreadResumesTask,
  sweepRetentionTask,
  requeueUnfinishedDeletionsTask,
  recomputeMatchesTask,
  refreshOutdatedMatchesTask,
  transcribeWindowsTask,
];

function defaultLogger(config: Config): FastifyServerOptions["logger"] {
  if (config.env === "test") return false;
  const base = { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] };
  return config.env === "development"
    ? { ...base, transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } }
    : base;
}

/** Builds the whole server: plugins, then routes. Listening is main.ts's job, so tests can use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Every validation message a client receives is a plain sentence, never zod's developer wording.
  configureZod();
  const app = createFastify(options);
  const services = await createServices(options, app.log);
  app.decorate("services", services);

  registerErrorHandler(app);
  registerReadYourWrites(app, services.sessions);
  await registerSecurity(app, config);
  await app.register(cookie);
  registerOriginCheck(app, config.trustedOrigins);
  await registerOpenApi(app);
  await registerRoutes(app, services);
  if (!config.isProduction && services.mailTransport.kind === "outbox") {
    await app.register(devMailRoutes, { outbox: outboxReader(services.db) });
  }
  await registerWebApp(app, options.webDir);

  await services.tasks.start();
  if (options.startWorker ?? true) await startWorker(services);
  app.addHook("onClose", async () => {
    // Order matters: finish running tasks before the transport and database go away.
    await services.tasks.stop();
    await services.mailTransport.close();
    await services.sessions.close();
  });

  await app.ready();
  return app;
}

/** The bare Fastify instance: logging, request ids, proxies, the body limit and zod's compilers. */
function createFastify(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? defaultLogger(config),
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    logController: new RequestLog(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  return app;
}

/** The services every route and task is given: the task queue, auth and its session path started, storage, mail, AI. */
async function createServices(options: BuildAppOptions, log: FastifyBaseLogger): Promise<AppServices> {
  const { config, database } = options;
  // Every server on one database signs with one secret, or this one does not start (decision 0074).
  const secret = await sessionSecret(config);
  await checkSessionSecret(database.db, secret, config, log);
  const tasks = new TaskQueue<AppServices>({
    handle: database,
    tasks: [...productTasks, ...(options.extraTasks ?? [])],
    log,
    pollingIntervalSeconds: config.env === "test" ? 0.5 : 2,
    timeScale: config.recoveryTimeScale,
  });
  const auth = createAuth({
    config,
    db: database.db,
    secret,
    mailer: createAuthMailer({ tasks, db: database.db }),
  });
  const sessions = new SessionResolver(auth, database, log);
  await sessions.start();
  return {
    config,
    database,
    db: database.db,
    blobs: options.blobs ?? createBlobStore(config.storage),
    mailTransport: options.mailTransport ?? createMailTransport({ config, db: database.db, log }),
    tasks,
    auth,
    sessions,
    log,
    ai: options.ai ?? createAiProvider(config),
    interviewer: options.interviewer !== undefined ? options.interviewer : createInterviewer(config),
    interviewerSpeech: createInterviewerSpeech(config),
  };
}

async function registerRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (api) => systemRoutes(api, services));
  await app.register(async (api) => seoRoutes(api, services));
  await app.register(async (api) => authRoutes(api, services));
  await app.register(async (api) => accountRoutes(api, services));
  await app.register(async (api) => devAdminRoutes(api, services));
  await app.register(async (api) => adminRoutes(api, services));
  await app.register(async (api) => candidateRoutes(api, services));
  await app.register(async (api) => careerRoutes(api, services));
  await app.register(async (api) => candidateDataRoutes(api, services));
  await app.register(async (api) => companyRoutes(api, services));
  await app.register(async (api) => companyDashboardRoutes(api, services));
  await app.register(async (api) => companyMemberRoutes(api, services));
  await app.register(async (api) => companyAssignmentRoutes(api, services));
  await app.register(async (api) => scorecardRoutes(api, services));
  await app.register(async (api) => blindReviewRoutes(api, services));
  await app.register(async (api) => leadRoutes(api, services));
  await app.register(async (api) => recordingRoutes(api, services));
  await app.register(async (api) => candidateInterviewRoutes(api, services));
  await app.register(async (api) => watchRoutes(api, services));
  await app.register(async (api) => evaluationRoutes(api, services));
  await app.register(async (api) => runnerRoutes(api, services));
  await app.register(async (api) => interviewTemplateRoutes(api, services));
  await app.register(async (api) => postingRoutes(api, services));
  await app.register(async (api) => applicationRoutes(api, services));
  await app.register(async (api) => companyPostingRoutes(api, services));
  await app.register(async (api) => retryEvaluationRoutes(api, services));
  await app.register(async (api) => fairnessRoutes(api, services));
  await app.register(async (api) => agreementRoutes(api, services));
}

/** This process works the task queue, schedules the periodic tasks and catches up on what was left. */
async function startWorker(services: AppServices): Promise<void> {
  const { tasks } = services;
  // What a process killed mid-upload left in the store (decision 0072). The local store lives in this
  // process's locked data directory, so at start no upload can be writing any of it; S3 keeps none.
  const temporaries = await services.blobs.removeStaleTemporaries(new Date());
  if (temporaries > 0) services.log.info({ temporaries }, "unfinished uploads' temporary files removed at start");
  // And the copies of recordings that evaluations running when it stopped were working on.
  await sweepEvaluationScratch(services.config.dataDir);
  await tasks.work(services);
  await tasks.schedule(sweepOrphanBlobsTask, "17 * * * *", {});
  await tasks.schedule(sweepRecordingSessionsTask, "*/15 * * * *", {});
  // Daily (decision 0052): companies' retention, and account deletions whose task never finished.
  await tasks.schedule(sweepRetentionTask, "23 3 * * *", {});
  await tasks.schedule(requeueUnfinishedDeletionsTask, "47 3 * * *", {});
  // Matches of an older scoring version are recomputed as the server starts (decision 0054),
  // and a posting whose recompute was lost is found daily.
  await refreshOutdatedMatches(services);
  await tasks.schedule(refreshOutdatedMatchesTask, "41 4 * * *", {});
  // Resumes stored before their text was read, or whose reading was lost.
  await readUnreadResumes(services);
  await tasks.schedule(readUnreadResumesTask, "53 4 * * *", {});
}
