import { z } from "zod";
import { defineDownloadContract, defineUploadContract, type UploadFileRule } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { companySettingsViewSchema } from "./contracts";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side of the picture the product serves; any logo is drawn in a small box. */
export const LOGO_MAX_SIDE = 512;

/** In the words of the settings form's hint (SVG, PNG, JPG or GIF up to 2MB; decision 0036). */
export const logoMessages = {
  required: "Please choose a logo to upload.",
  type: "Please upload an SVG, PNG, JPG or GIF image.",
  size: "Please upload a logo smaller than 2MB.",
  unreadable: "This logo could not be read. Please upload an SVG, PNG, JPG or GIF image.",
  external: "This SVG links to files outside itself. Please embed its pictures in the file, or upload a PNG.",
  notFound: "No company logo.",
} as const;

export const logoFileRule: UploadFileRule = {
  field: "logo",
  accept: [
    { ext: "svg", mime: "image/svg+xml" },
    { ext: "png", mime: "image/png" },
    { ext: "jpg", mime: "image/jpeg" },
    { ext: "gif", mime: "image/gif" },
  ],
  maxBytes: LOGO_MAX_BYTES,
  messages: { required: logoMessages.required, type: logoMessages.type, size: logoMessages.size },
};

export const uploadCompanyLogoContract = defineUploadContract({
  method: "PUT",
  path: "/api/companies/me/logo",
  summary: "Upload or replace the signed-in company's logo (SVG, PNG, JPG or GIF, at most 2 MB; served as a PNG)",
  tags: ["companies"],
  fields: z.object({}),
  file: logoFileRule,
  response: companySettingsViewSchema,
});

export const removeCompanyLogoContract = defineContract({
  method: "DELETE",
  path: "/api/companies/me/logo",
  summary: "Remove the signed-in company's logo",
  tags: ["companies"],
  response: companySettingsViewSchema,
});

export const companyLogoContract = defineDownloadContract({
  path: "/api/companies/:companyId/logo",
  summary: "A company's logo (a PNG): anyone for a verified company, the company itself and admins in any state",
  tags: ["companies"],
  params: z.object({ companyId: z.uuid() }),
  query: z.object({
    /** The logo's file id: a new logo is a new URL, so the old one may stay cached. */
    v: z.string().max(100).optional(),
  }),
});
