import { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  exportLeadsContract,
  leadKindParams,
  leadResumeFileContract,
  leadResumeFileParams,
  listLeadsContract,
} from "@shared/leads/admin-contracts";
import { sendContactMessageContract } from "@shared/leads/contact";
import { requestConsultationContract } from "@shared/leads/consultation";
import { requestEarlyAccessContract } from "@shared/leads/early-access";
import { subscribeNewsletterContract } from "@shared/leads/newsletter";
import { RESUME_MAX_BYTES, resumeUploadMessages, submitResumeContract } from "@shared/leads/resume-upload";
import { joinWaitlistContract } from "@shared/leads/waitlist";
import { AppError, payloadTooLarge, unsupportedMediaType } from "../../domain/errors";
import { exportLeads } from "../../domain/leads/export-leads";
import { joinWaitlist } from "../../domain/leads/join-waitlist";
import { listLeads } from "../../domain/leads/list-leads";
import { openLeadResume } from "../../domain/leads/open-lead-resume";
import { requestConsultation } from "../../domain/leads/request-consultation";
import { requestEarlyAccess } from "../../domain/leads/request-early-access";
import { sendContactMessage } from "../../domain/leads/send-contact-message";
import { submitResume, type ResumePart } from "../../domain/leads/submit-resume";
import { subscribeNewsletter } from "../../domain/leads/subscribe-newsletter";
import { resolveActor } from "../../plugins/auth/actor";
import { perIp } from "../../plugins/rate-limits";
import { findNul, nulRefused } from "../../plugins/refuse-nul";
import { route } from "../../plugins/route";
import { RangeNotSatisfiableError } from "../../plugins/storage/blob-store";
import type { AppServices } from "../../services";
import { parseRangeHeader } from "./range-header";

/** Public forms: 10 submissions per address per 10 minutes; uploads 5. */
const FORM_LIMIT = perIp(10, "10 minutes");
const UPLOAD_LIMIT = perIp(5, "10 minutes");
/** The forms are a few short fields; the contact message is at most 5000 characters. */
const SMALL_BODY = 16 * 1024;
const MESSAGE_BODY = 64 * 1024;

/** The public lead forms and the admin's lead lists. */
export async function leadRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  // Multipart only in this scope. The parser stops a file just past the resume limit; the
  // BlobStore's own limit (10MB) is what refuses it, while it streams.
  await app.register(multipart, {
    limits: {
      fileSize: RESUME_MAX_BYTES + 1024,
      files: 1,
      fields: 10,
      fieldSize: 8 * 1024,
      parts: 12,
      headerPairs: 100,
    },
  });

  const form = { config: FORM_LIMIT, bodyLimit: SMALL_BODY };
  route(app, joinWaitlistContract, ({ body }) => joinWaitlist(services, body), form);
  route(app, requestEarlyAccessContract, ({ body }) => requestEarlyAccess(services, body), form);
  route(app, requestConsultationContract, ({ body }) => requestConsultation(services, body), form);
  route(app, sendContactMessageContract, ({ body }) => sendContactMessage(services, body), {
    config: FORM_LIMIT,
    bodyLimit: MESSAGE_BODY,
  });
  route(app, subscribeNewsletterContract, ({ body }) => subscribeNewsletter(services, body), form);
  route(app, submitResumeContract, ({ request }) => submitResume(services, resumeParts(request)), {
    config: UPLOAD_LIMIT,
  });

  route(app, listLeadsContract, ({ actor, params, query }) => listLeads(services, actor, params.kind, query));

  // Streamed answers (CSV, file bytes): registered directly, as route() sends JSON with a fixed status.
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: "GET",
    url: exportLeadsContract.path,
    schema: {
      summary: exportLeadsContract.summary,
      tags: exportLeadsContract.tags,
      params: leadKindParams,
    },
    handler: async (request, reply) => {
      const actor = await resolveActor(services.auth, request.headers);
      const csv = exportLeads(services, actor, request.params.kind);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csv.filename}"`)
        .header("cache-control", "private, no-store")
        .send(Readable.from(csv.chunks));
    },
  });

  typed.route({
    method: "GET",
    url: leadResumeFileContract.path,
    schema: {
      summary: leadResumeFileContract.summary,
      tags: leadResumeFileContract.tags,
      params: leadResumeFileParams,
    },
    handler: async (request, reply) => {
      const actor = await resolveActor(services.auth, request.headers);
      const range = parseRangeHeader(request.headers.range);
      let download;
      try {
        download = await openLeadResume(services, actor, request.params.id, range);
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiableError)) throw error;
        reply.header("content-range", `bytes */${error.size}`);
        throw new AppError(416, "range_not_satisfiable", "The requested range is outside the file.");
      }
      const { read, filename } = download;
      reply
        .type(read.contentType)
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("accept-ranges", "bytes")
        .header("cache-control", "private, no-store");
      if (read.range) {
        reply
          .status(206)
          .header("content-range", `bytes ${read.range.start}-${read.range.end}/${read.size}`)
          .header("content-length", read.range.end - read.range.start + 1);
      } else {
        reply.header("content-length", read.size);
      }
      return reply.send(read.stream);
    },
  });
}

/** The multipart body as the domain reads it, with the parser's own size error in the spec's words. */
async function* resumeParts(request: FastifyRequest): AsyncGenerator<ResumePart> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType("Please send the form as multipart/form-data.");
  }
  try {
    for await (const part of request.parts()) {
      const text = part.type === "file" ? part.filename : part.value;
      if (findNul(text)) throw nulRefused(part.fieldname);
      if (part.type === "file") {
        yield {
          type: "file",
          name: part.fieldname,
          filename: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        };
      } else {
        yield { type: "field", name: part.fieldname, value: String(part.value) };
      }
    }
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "FST_REQ_FILE_TOO_LARGE") {
      const message = resumeUploadMessages.fileSize;
      throw payloadTooLarge(message, { file: message });
    }
    throw error;
  }
}
