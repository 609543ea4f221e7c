import { z } from "zod";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";

/*
 * A candidate's correction that changes more than misheard words waits for a person (decision
 * 0069): the company owning the posting, or OneTake's admins for the network interview, listens
 * to the answer and accepts or declines it.
 */

export const correctionRequestStatuses = ["open", "accepted", "declined"] as const;

export const correctionRequestSummarySchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  applicationId: z.string(),
  /** Where admins review a network interview, which has no company application page. */
  candidateProfileId: z.string(),
  candidateName: z.string(),
  interviewTitle: z.string(),
  questionIndex: z.number().int(),
  /** "Question 3", as the evaluation numbers it. */
  questionNumber: z.number().int(),
  question: z.string(),
  /** The transcript as heard, and what the candidate says they said. */
  originalText: z.string(),
  text: z.string(),
  status: z.enum(correctionRequestStatuses),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type CorrectionRequestSummary = z.infer<typeof correctionRequestSummarySchema>;

export const listCorrectionRequestsContract = defineContract({
  method: "GET",
  path: "/api/transcript-correction-requests",
  summary:
    "Transcript corrections waiting for the caller to listen and decide: a company's for its postings, admins' for network interviews",
  tags: ["evaluation"],
  query: pageQuerySchema.extend({ status: z.enum(["open", "decided", "all"]).default("open") }),
  response: paginatedSchema(correctionRequestSummarySchema),
});

export const decideCorrectionRequestContract = defineContract({
  method: "POST",
  path: "/api/transcript-correction-requests/:id/decision",
  summary:
    "Accepts a candidate's transcript correction (it applies and the interview is re-assessed) or declines it (the transcript as heard stays)",
  tags: ["evaluation"],
  params: z.object({ id: z.uuid() }),
  body: z.object({ decision: z.enum(["accept", "decline"]) }),
  response: correctionRequestSummarySchema,
  errorStatuses: [409],
});
