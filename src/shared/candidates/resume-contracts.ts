import { z } from "zod";
import { defineDownloadContract, defineUploadContract } from "../http/binary-contract";
import { interviewResumeFileRule } from "../interviews/interview-resume";
import { resumeFileSchema } from "./career-contracts";

/*
 * The resume file on /candidate-settings (decision 0027): the same rule as the resume attached to an
 * interview (PDF, DOC or DOCX judged by the bytes, under 5MB, the settings' messages), shared.
 */

export const MY_RESUME_NOT_FOUND = "No resume has been uploaded yet.";

export const resumeSettingsMessages = {
  uploaded: "Resume uploaded successfully",
  failed: "Failed to upload resume",
} as const;

/** multipart/form-data with one file part `file`; replaces any earlier resume. */
export const uploadMyResumeContract = defineUploadContract({
  method: "PUT",
  path: "/api/candidates/me/resume",
  summary: "Uploads or replaces the candidate's resume (PDF, DOC or DOCX under 5MB, multipart)",
  tags: ["candidates"],
  fields: z.object({}),
  file: interviewResumeFileRule,
  response: resumeFileSchema,
});

export const myResumeFileContract = defineDownloadContract({
  path: "/api/candidates/me/resume",
  summary: "Downloads the signed-in candidate's own resume",
  tags: ["candidates"],
});
