import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  exportLeadsContract,
  leadKindParams,
  leadResumeFileContract,
  listLeadsContract,
} from "@shared/leads/admin-contracts";
import { sendContactMessageContract } from "@shared/leads/contact";
import { requestConsultationContract } from "@shared/leads/consultation";
import { requestEarlyAccessContract } from "@shared/leads/early-access";
import { subscribeNewsletterContract } from "@shared/leads/newsletter";
import { submitResumeContract } from "@shared/leads/resume-upload";
import { claimResumeAccountContract } from "@shared/leads/resume-claim";
import { joinWaitlistContract } from "@shared/leads/waitlist";
import { claimResumeAccountWithToken } from "../../domain/leads/claim-resume-account";
import { exportLeads } from "../../domain/leads/export-leads";
import { joinWaitlist } from "../../domain/leads/join-waitlist";
import { listLeads } from "../../domain/leads/list-leads";
import { openLeadResume } from "../../domain/leads/open-lead-resume";
import { requestConsultation } from "../../domain/leads/request-consultation";
import { requestEarlyAccess } from "../../domain/leads/request-early-access";
import { sendContactMessage } from "../../domain/leads/send-contact-message";
import { submitResume } from "../../domain/leads/submit-resume";
import { subscribeNewsletter } from "../../domain/leads/subscribe-newsletter";
import { perIp } from "../../plugins/rate-limits";
import { downloadRoute } from "../../plugins/download-route";
import { route } from "../../plugins/route";
import { uploadRoute } from "../../plugins/upload-route";
import type { AppServices } from "../../services";

/** Public forms: 10 submissions per address per 10 minutes; uploads 5. */
const FORM_LIMIT = perIp(10, "10 minutes");
const UPLOAD_LIMIT = perIp(5, "10 minutes");
/** The forms are a few short fields; the contact message is at most 5000 characters. */
const SMALL_BODY = 16 * 1024;
const MESSAGE_BODY = 64 * 1024;

/** The public lead forms and the admin's lead lists. */
export async function leadRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const form = { config: FORM_LIMIT, bodyLimit: SMALL_BODY };
  route(app, joinWaitlistContract, ({ body }) => joinWaitlist(services, body), form);
  route(app, requestEarlyAccessContract, ({ body }) => requestEarlyAccess(services, body), form);
  route(app, requestConsultationContract, ({ body }) => requestConsultation(services, body), form);
  route(app, sendContactMessageContract, ({ body }) => sendContactMessage(services, body), {
    config: FORM_LIMIT,
    bodyLimit: MESSAGE_BODY,
  });
  route(app, subscribeNewsletterContract, ({ body }) => subscribeNewsletter(services, body), form);
  uploadRoute(app, submitResumeContract, { area: "lead-resumes", config: UPLOAD_LIMIT }, ({ fields, file }) =>
    submitResume(services, { fields, file }),
  );

  route(
    app,
    claimResumeAccountContract,
    async ({ body, reply }) => {
      const account = await claimResumeAccountWithToken(services, body);
      // Signed in at once, as the verification link does: the new password just made the account.
      const response = await services.auth.api.signInEmail({
        body: { email: account.email, password: body.password },
        asResponse: true,
      });
      const cookies = response.headers.getSetCookie();
      if (response.ok && cookies.length > 0) void reply.header("set-cookie", cookies);
      return { ok: true as const };
    },
    form,
  );

  route(app, listLeadsContract, ({ actor, params, query }) => listLeads(services, actor, params.kind, query));

  // The CSV streams: registered directly, as route() sends JSON with a fixed status.
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: "GET",
    url: exportLeadsContract.path,
    schema: {
      summary: exportLeadsContract.summary,
      tags: exportLeadsContract.tags,
      params: leadKindParams,
      // The error statuses are added by documentStatuses (documented-statuses.ts).
      response: { 200: { description: "The list as CSV", content: { "text/csv": { schema: z.string() } } } },
    },
    handler: async (request, reply) => {
      const actor = await services.sessions.resolve(request.headers);
      const csv = exportLeads(services, actor, request.params.kind);
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${csv.filename}"`)
          .header("cache-control", "private, no-store")
          // The schema describes the CSV text; Fastify streams it as it is, never through the serializer.
          .send(Readable.from(csv.chunks) as unknown as string)
      );
    },
  });

  downloadRoute(app, leadResumeFileContract, ({ actor, params }) => openLeadResume(services, actor, params.id));
}
