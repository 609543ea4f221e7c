import { z } from "zod";
import { defineContract } from "../http/contract";
import { defineDownloadContract } from "../http/binary-contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";

/** The lead lists an admin can read and export, as they appear in /api/admin/leads/:kind. */
export const LEAD_KINDS = [
  "waitlist",
  "early-access",
  "consultations",
  "contact-messages",
  "newsletter",
  "resumes",
] as const;
export const leadKindSchema = z.enum(LEAD_KINDS, { error: "Unknown lead list" });
export type LeadKind = z.infer<typeof leadKindSchema>;

export const leadKindLabels: Record<LeadKind, string> = {
  waitlist: "Waitlist",
  "early-access": "Early access",
  consultations: "Consultations",
  "contact-messages": "Contact messages",
  newsletter: "Newsletter",
  resumes: "Resumes",
};

const base = { id: z.string(), email: z.string(), createdAt: z.iso.datetime() };

export const waitlistLeadSchema = z.object({
  kind: z.literal("waitlist"),
  ...base,
  businessName: z.string(),
  contactName: z.string(),
  hiringNeeds: z.string().nullable(),
});

export const earlyAccessLeadSchema = z.object({
  kind: z.literal("early-access"),
  ...base,
  businessName: z.string(),
  contactName: z.string(),
  roles: z.string().nullable(),
});

export const consultationLeadSchema = z.object({
  kind: z.literal("consultations"),
  ...base,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  marketingOptIn: z.boolean(),
  updatesOptIn: z.boolean(),
});

export const contactLeadSchema = z.object({
  kind: z.literal("contact-messages"),
  ...base,
  firstName: z.string(),
  lastName: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
});

export const newsletterLeadSchema = z.object({ kind: z.literal("newsletter"), ...base });

export const resumeLeadSchema = z.object({
  kind: z.literal("resumes"),
  ...base,
  name: z.string(),
  roleInterest: z.string().nullable(),
  file: z.object({ name: z.string(), contentType: z.string(), byteSize: z.number().int() }),
});

export const leadItemSchema = z.discriminatedUnion("kind", [
  waitlistLeadSchema,
  earlyAccessLeadSchema,
  consultationLeadSchema,
  contactLeadSchema,
  newsletterLeadSchema,
  resumeLeadSchema,
]);
export type LeadItem = z.infer<typeof leadItemSchema>;
export type LeadItemOf<K extends LeadKind> = Extract<LeadItem, { kind: K }>;

export const leadKindParams = z.object({ kind: leadKindSchema });

export const listLeadsContract = defineContract({
  method: "GET",
  path: "/api/admin/leads/:kind",
  summary: "One lead list, newest first, searchable by name, e-mail or company (admins only)",
  tags: ["admin", "leads"],
  params: leadKindParams,
  query: pageQuerySchema.extend({ search: z.string().trim().max(200).optional() }),
  response: paginatedSchema(leadItemSchema).extend({
    kind: leadKindSchema,
    /** Rows in every list, for the tab badges. */
    counts: z.object({
      waitlist: z.number().int(),
      "early-access": z.number().int(),
      consultations: z.number().int(),
      "contact-messages": z.number().int(),
      newsletter: z.number().int(),
      resumes: z.number().int(),
    }),
  }),
});

/** Streams every row of a list as CSV (text/csv, attachment). Cells holding a comma, semicolon, quote or line break are quoted; cells a spreadsheet would run as a formula are prefixed with '. */
export const exportLeadsContract = defineContract({
  method: "GET",
  path: "/api/admin/leads/:kind/export.csv",
  summary: "Export one lead list as CSV (admins only)",
  tags: ["admin", "leads"],
  params: leadKindParams,
  response: z.string(),
});

export function exportLeadsPath(kind: LeadKind): string {
  return `/api/admin/leads/${kind}/export.csv`;
}

export const leadResumeFileParams = z.object({ id: z.uuid("Unknown resume") });

/** Streams a resume-only upload with its content type; honours Range. */
export const leadResumeFileContract = defineDownloadContract({
  path: "/api/admin/leads/resumes/:id/file",
  summary: "Download a resume-only upload (admins only; supports Range and HEAD)",
  tags: ["admin", "leads"],
  params: leadResumeFileParams,
});

export function leadResumeFilePath(id: string): string {
  return `/api/admin/leads/resumes/${encodeURIComponent(id)}/file`;
}
