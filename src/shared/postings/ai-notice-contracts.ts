import { z } from "zod";
import { defineContract } from "../http/contract";
import { postingIdParams } from "./contracts";

/*
 * The published notice of how a posting's interview is evaluated (decision 0052): which
 * competencies the AI assesses in each answer (the rubric of the posting's questions, or the
 * network interview's), what it never assesses, that a person decides, how long the company
 * keeps what was recorded, and how to ask for a process without the AI. Anyone may read it,
 * signed in or not, for a posting the job board shows.
 */

/** The notice's place on a job page: /jobs/:id#how-this-interview-is-evaluated. */
export const AI_NOTICE_ANCHOR = "how-this-interview-is-evaluated";

export const aiNoticeCopy = {
  title: "How this interview is evaluated",
  personDecides:
    "A person at the company reviews every interview and makes every decision. The AI never accepts or rejects anyone.",
  evidence:
    "The AI assesses only what you say: a transcript of each answer, against the competencies below. Every score cites your own words, which our server checks against the transcript.",
  humanOnly:
    "You can ask for a process without the AI: choose “Human review only” on the page before your interview starts. People then review your recording, and no AI score is made.",
} as const;

export const aiNoticeQuestionSchema = z.object({
  /** 1-based, in the order the questions are asked. */
  number: z.number().int().min(1),
  competencies: z.array(z.string()),
});

export const aiNoticeSchema = z.object({
  postingId: z.string(),
  title: z.string(),
  companyName: z.string(),
  /** `posting`: the company's own questions; `network`: the network interview every candidate records once. */
  interview: z.enum(["posting", "network"]),
  questions: z.array(aiNoticeQuestionSchema),
  neverAssessed: z.array(z.string()),
  /** Whether candidates see the AI's evidence and scores for this interview (decision 0050). */
  evaluationSharedWithCandidate: z.boolean(),
  /** Days the company keeps recordings, transcripts and evaluations after its decision; null: until deleted. */
  retentionDays: z.number().int().nullable(),
  /** Where to write to the company about the process; null when it gave no address. */
  contactEmail: z.string().nullable(),
});
export type AiNotice = z.infer<typeof aiNoticeSchema>;

export const getPostingAiNoticeContract = defineContract({
  method: "GET",
  path: "/api/postings/:id/ai-notice",
  summary:
    "How a job board posting's interview is evaluated: the competencies the AI assesses, what it never assesses, and how to ask for a human-only process (anyone)",
  tags: ["postings"],
  params: postingIdParams,
  response: aiNoticeSchema,
});
