import { z } from "zod";
import { emailField } from "../accounts/email";
import { acceptAttribute, defineUploadContract, type UploadFileRule } from "../http/binary-contract";
import { leadOkSchema, textField } from "./fields";
import { honeypotSchema } from "./honeypot";

/** The spec's role-interest options for the resume-only page. */
export const ROLE_INTEREST_OPTIONS = [
  "Software Engineering",
  "Product Management",
  "UX/UI Design",
  "Data Science",
  "Marketing",
  "Sales",
  "Customer Support",
  "Operations",
  "Other",
] as const;
export type RoleInterest = (typeof ROLE_INTEREST_OPTIONS)[number];

/** The resume-only page accepts files under 10MB (the spec's limit); the server refuses more bytes than this. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** What the server accepts, judged by the file's bytes. */
export const RESUME_FILE_TYPES = [
  { ext: "pdf", mime: "application/pdf" },
  { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
] as const;

export const resumeUploadMessages = {
  name: "Name must be at least 2 characters",
  nameMax: "Name must be 200 characters or fewer",
  email: "Please enter a valid email address",
  roleInterest: "Please choose one of the listed roles",
  file: "Please upload your resume",
  fileType: "Please upload a PDF or DOCX file",
  fileSize: "File size must be less than 10MB",
} as const;

const m = resumeUploadMessages;

/** The file part of the form: PDF or DOCX by its bytes, at most 10MB. */
export const resumeFileRule: UploadFileRule = {
  field: "file",
  accept: RESUME_FILE_TYPES,
  maxBytes: RESUME_MAX_BYTES,
  messages: { required: m.file, type: m.fileType, size: m.fileSize },
};

/** For the file picker's `accept` attribute. */
export const RESUME_ACCEPT = acceptAttribute(resumeFileRule);

/** The multipart form's text fields, as the server validates them. */
export const resumeFieldsSchema = z.object({
  name: textField(2, m.name, 200, m.nameMax),
  email: emailField(m.email),
  roleInterest: z
    .union([z.enum(ROLE_INTEREST_OPTIONS, { error: m.roleInterest }), z.literal("")], {
      error: m.roleInterest,
    })
    .optional(),
  website: honeypotSchema,
});
export type ResumeFields = z.output<typeof resumeFieldsSchema>;

/** True when a name or browser-reported type says PDF or DOCX (the server checks the bytes). */
export function looksLikeResumeFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return RESUME_FILE_TYPES.some((type) => name.endsWith(`.${type.ext}`) || file.type === type.mime);
}

function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File;
}

/** The browser form: the fields plus the chosen file, checked before anything is sent. */
export const resumeUploadFormSchema = resumeFieldsSchema.extend({
  file: z
    .custom<File>(isFile, { error: m.file })
    .refine((file) => looksLikeResumeFile(file), m.fileType)
    .refine((file) => file.size <= RESUME_MAX_BYTES, m.fileSize),
});
export type ResumeUploadFormInput = z.input<typeof resumeUploadFormSchema>;
export type ResumeUploadForm = z.output<typeof resumeUploadFormSchema>;

export const resumeUploadCopy = {
  success: "Your resume was successfully submitted!",
  errorToast: "There was a problem submitting your resume.",
  errorTitle: "Error",
  unexpectedError: "An unexpected error occurred",
} as const;

/**
 * multipart/form-data with the text fields `name`, `email`, `roleInterest` (optional), `website`
 * (the honeypot) and one file part `file`. Send the text fields before the file: the server then
 * checks them before storing any bytes. Errors: 400 with `fields`, 413 'File size must be less
 * than 10MB', 415 'Please upload a PDF or DOCX file' (both with `fields.file`).
 */
export const submitResumeContract = defineUploadContract({
  method: "POST",
  path: "/api/leads/resumes",
  summary: "Resume-only application: name, e-mail, optional role interest and a PDF or DOCX under 10MB (multipart)",
  tags: ["leads"],
  fields: resumeFieldsSchema,
  file: resumeFileRule,
  response: leadOkSchema,
});
