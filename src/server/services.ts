import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { DatabaseHandle, Db } from "./db/client";
import type { AiProvider } from "./domain/evaluation/providers/ai-provider";
import type { FollowUpSpeech } from "./domain/interviews/interviewer/speech/follow-up-speech";
import type { FollowUpDrafter } from "./domain/interviews/interviewer/openai-interviewer";
import type { Auth } from "./plugins/auth/create-auth";
import type { SessionResolver } from "./plugins/auth/session-resolver";
import type { BlobStore } from "./plugins/storage/blob-store";
import type { MailTransport } from "./plugins/mail/mail-transport";
import type { TaskQueue } from "./plugins/tasks/task-queue";

/**
 * What domain functions and task handlers may use. Nothing here knows about HTTP; routes
 * take these from the Fastify instance and pass them on.
 */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  blobs: BlobStore;
  mailTransport: MailTransport;
  tasks: TaskQueue<AppServices>;
  auth: Auth;
  /** The cached session path (decision 0014). */
  sessions: SessionResolver;
  log: FastifyBaseLogger;
  /** The AI evaluation's provider, openai when configured, else offline (decision 0050). */
  ai: AiProvider;
  /** The AI interviewer that drafts follow-up questions; null when none is configured (decision 0055). */
  interviewer: FollowUpDrafter | null;
  /** The interviewer's voice for follow-ups; null when no speech model is configured (the browser reads them). */
  interviewerSpeech: FollowUpSpeech | null;
}
