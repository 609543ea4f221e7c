import { z } from "zod";
import { companyStatusSchema } from "../accounts/contracts";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";

export const adminCompanySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  description: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** Whether the contact e-mail's domain is the website's domain (or a subdomain of it). */
  emailDomainMatchesWebsite: z.boolean(),
  verificationStatus: companyStatusSchema,
  verificationNote: z.string().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  /** When an admin last approved or rejected it. */
  reviewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const listCompaniesContract = defineContract({
  method: "GET",
  path: "/api/admin/companies",
  summary: "Companies by verification status, newest first",
  tags: ["admin"],
  query: pageQuerySchema.extend({
    status: companyStatusSchema.default("pending"),
    search: z.string().trim().max(200).optional(),
  }),
  response: paginatedSchema(adminCompanySchema).extend({
    counts: z.object({ pending: z.number(), verified: z.number(), rejected: z.number() }),
  }),
});

const companyIdParams = z.object({ id: z.uuid("Unknown company") });

export const approveCompanyContract = defineContract({
  method: "POST",
  path: "/api/admin/companies/:id/approve",
  summary: "Verify a company; e-mails its contact and writes the audit log",
  tags: ["admin"],
  params: companyIdParams,
  body: z.object({}),
  response: adminCompanySchema,
});

export const rejectReasonMessage = "Please give the company a reason (at least 5 characters).";

export const rejectCompanyContract = defineContract({
  method: "POST",
  path: "/api/admin/companies/:id/reject",
  summary: "Reject a company with a reason; e-mails its contact and writes the audit log",
  tags: ["admin"],
  params: companyIdParams,
  body: z.object({
    reason: z.string({ error: rejectReasonMessage }).trim().min(5, rejectReasonMessage).max(1000, rejectReasonMessage),
  }),
  response: adminCompanySchema,
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});

export const listAuditLogContract = defineContract({
  method: "GET",
  path: "/api/admin/audit-log",
  summary: "Recent admin decisions, newest first",
  tags: ["admin"],
  query: pageQuerySchema,
  response: paginatedSchema(auditEntrySchema),
});
