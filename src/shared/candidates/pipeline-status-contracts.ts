import { z } from "zod";
import { defineContract } from "../http/contract";

/** The spec's pool statuses (its sample candidate statuses; decision 0037): a company's own stage for a candidate. */
export const pipelineStatusValues = ["pending", "interviewed", "shortlisted", "contacted"] as const;
export type PipelineStatus = (typeof pipelineStatusValues)[number];

export const pipelineStatusLabels: Record<PipelineStatus, string> = {
  pending: "Pending",
  interviewed: "Interviewed",
  shortlisted: "Shortlisted",
  contacted: "Contacted",
};

export const pipelineStatusMessages = {
  saved: "Pipeline status updated",
  invalid: "Choose a pipeline status: pending, interviewed, shortlisted or contacted.",
  failed: "The pipeline status was not saved. Try again.",
} as const;

/** The candidate's profile id, as /candidate-profile/:id names them. */
export const companyCandidateParams = z.object({ profileId: z.string().min(1).max(100) });

export const pipelineStatusSchema = z.enum(pipelineStatusValues, { error: pipelineStatusMessages.invalid });

export const updatePipelineStatusContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/candidates/:profileId/pipeline-status",
  summary:
    "Sets the caller's company's own pipeline status for a candidate it may see (verified companies only; other companies never see it)",
  tags: ["candidates", "companies"],
  params: companyCandidateParams,
  body: z.object({ status: pipelineStatusSchema }).strict(),
  response: z.object({ status: pipelineStatusSchema, updatedAt: z.iso.datetime() }),
});
