import { z } from "zod";
import { acceptAttribute, defineUploadContract, type UploadFileRule } from "../http/binary-contract";
import { INTERVIEW_NOT_FOUND } from "./interview-messages";

/*
 * The optional resume a candidate attaches to an interview (in the Record Your Interview dialog). It follows
 * the candidate settings' resume rule (decision 0027): PDF, DOC or DOCX, under 5MB, with its messages.
 */

export const INTERVIEW_RESUME_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Judged by the bytes: a .doc is an OLE2 compound file, which is all its bytes can say (file-type
 * reports application/x-cfb), so the server accepts that container for DOC.
 */
export const INTERVIEW_RESUME_TYPES = [
  { ext: "pdf", mime: "application/pdf" },
  { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  { ext: "doc", mime: "application/x-cfb" },
] as const;

export const interviewResumeMessages = {
  required: "Please choose a resume to upload.",
  typeTitle: "Invalid file type",
  type: "Please upload a PDF or Word document (.doc, .docx).",
  sizeTitle: "File too large",
  size: "Please upload a resume smaller than 5MB.",
  selected: "Resume selected",
  uploaded: "Resume attached to your interview",
  failed: "Resume upload failed",
} as const;

export const interviewResumeFileRule: UploadFileRule = {
  field: "file",
  accept: INTERVIEW_RESUME_TYPES,
  maxBytes: INTERVIEW_RESUME_MAX_BYTES,
  messages: {
    required: interviewResumeMessages.required,
    type: interviewResumeMessages.type,
    size: interviewResumeMessages.size,
  },
};

/** For the file picker: the extensions, and the types browsers report for them. */
export const INTERVIEW_RESUME_ACCEPT = [acceptAttribute(interviewResumeFileRule), "application/msword"].join(",");

const WORD_TYPES = new Set(["application/msword", INTERVIEW_RESUME_TYPES[1].mime]);

/** What the browser can tell before sending (name and reported type); the server judges the bytes. */
export function interviewResumeProblem(file: { name: string; type: string; size: number }): {
  title: string;
  description: string;
} | null {
  const name = file.name.toLowerCase();
  const looksRight =
    [".pdf", ".doc", ".docx"].some((ext) => name.endsWith(ext)) ||
    file.type === "application/pdf" ||
    WORD_TYPES.has(file.type);
  if (!looksRight) return { title: interviewResumeMessages.typeTitle, description: interviewResumeMessages.type };
  if (file.size > INTERVIEW_RESUME_MAX_BYTES)
    return { title: interviewResumeMessages.sizeTitle, description: interviewResumeMessages.size };
  return null;
}

/** multipart/form-data with one file part `file`; 413 and 415 carry the messages above. */
export const attachInterviewResumeContract = defineUploadContract({
  method: "PUT",
  path: "/api/interviews/:id/resume",
  summary: "Attaches a resume (PDF, DOC or DOCX under 5MB, multipart) to one of the candidate's own interviews",
  tags: ["interviews"],
  params: z.object({ id: z.uuid({ error: INTERVIEW_NOT_FOUND }) }),
  fields: z.object({}),
  file: interviewResumeFileRule,
  response: z.object({ interviewId: z.string(), hasResume: z.boolean(), originalName: z.string().nullable() }),
});
