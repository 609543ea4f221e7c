import { type z } from "zod";
import { defineContract } from "../http/contract";
import { integerQuery } from "../http/integer-param";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";
import { boardPostingSummarySchema } from "../postings/contracts";
import { matchReasonsSchema, matchScoreSchema, matchSummarySchema } from "./match-reasons";

/*
 * What the match read paths answer with (decision 0052). Every list row that can carry a match
 * carries the same three fields: the stored score, its full reasons and their short form. They
 * are null when no score is stored yet for that candidate and posting (the task has not run).
 */
export const matchFields = {
  matchScore: matchScoreSchema.nullable(),
  matchReasons: matchReasonsSchema.nullable(),
  matchSummary: matchSummarySchema.nullable(),
};

export const matchMessages = {
  /** The pool's "rank for" names a posting the company does not own (or none at all). */
  rankForNotFound: "Job posting not found",
  /** Ranking by match and ranking by a text search are two different orders. */
  rankForWithSearch: "Rank for a posting or search by text, not both at once.",
} as const;

/** The most recommendations one page holds. */
export const RECOMMENDED_PAGE_SIZE_MAX = 20;

/**
 * A posting recommended to the signed-in candidate: an active public posting of a verified
 * company they have not applied to, with their match for it. Only postings whose company may
 * see the candidate (in its pool) are scored, so a candidate hidden from the pool gets none.
 */
export const recommendedPostingSchema = boardPostingSummarySchema.omit({ applicationId: true }).extend({
  matchScore: matchScoreSchema,
  matchReasons: matchReasonsSchema,
  matchSummary: matchSummarySchema,
});
export type RecommendedPosting = z.infer<typeof recommendedPostingSchema>;

export const recommendedPostingsQuerySchema = pageQuerySchema.extend({
  pageSize: integerQuery(1, RECOMMENDED_PAGE_SIZE_MAX, 5),
});
export type RecommendedPostingsQuery = z.input<typeof recommendedPostingsQuerySchema>;

export const recommendedPostingsSchema = paginatedSchema(recommendedPostingSchema);
export type RecommendedPostings = z.infer<typeof recommendedPostingsSchema>;

export const listRecommendedPostingsContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/recommended-postings",
  summary:
    "Postings recommended to the signed-in candidate: best match first (posting id breaking ties), each with its score and reasons (candidates only)",
  tags: ["matching"],
  query: recommendedPostingsQuerySchema,
  response: recommendedPostingsSchema,
});
