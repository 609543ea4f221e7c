import { z } from "zod";
import { defineContract } from "../http/contract";
import { raceEthnicityValues, sexValues } from "./self-identification";

/*
 * The candidate's own voluntary self-identification (decision 0052): asked once per application,
 * right after applying, while they have no answers (decision 0073); theirs to read, change and delete. Only the candidate's own endpoints return it; the fairness
 * report reads it in aggregate, and nothing a company or reviewer sees does.
 */

export const selfIdentificationMessages = {
  sex: "Choose an answer for sex, or I prefer not to say.",
  raceEthnicity: "Choose an answer for race or ethnicity, or I prefer not to say.",
  saved: "Your answers are saved",
  dismissed: "Not now: you can answer any time in your settings",
  deleted: "Your answers are deleted",
  saveFailed: "Could not save your answers",
  deleteFailed: "Could not delete your answers",
} as const;

/** What the candidate sends: each answer, or null to leave it unanswered (both null: "Not now"). */
export const selfIdentificationInputSchema = z.object({
  sex: z.enum(sexValues, { error: selfIdentificationMessages.sex }).nullable(),
  raceEthnicity: z.enum(raceEthnicityValues, { error: selfIdentificationMessages.raceEthnicity }).nullable(),
});
export type SelfIdentificationInput = z.infer<typeof selfIdentificationInputSchema>;

export const selfIdentificationViewSchema = selfIdentificationInputSchema.extend({
  /** They were asked before (answered, said "Not now", or deleted their answers). */
  asked: z.boolean(),
  /** Ask now: no answers, and a job application made since they were last asked (decision 0073). */
  askNow: z.boolean(),
  /** When they last answered, changed, said "Not now" or deleted; null when never asked. */
  updatedAt: z.iso.datetime().nullable(),
});
export type SelfIdentificationView = z.infer<typeof selfIdentificationViewSchema>;

export const getSelfIdentificationContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/self-identification",
  summary: "The signed-in candidate's own voluntary self-identification, and whether to ask for it now",
  tags: ["fairness"],
  response: selfIdentificationViewSchema,
});

export const saveSelfIdentificationContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/self-identification",
  summary:
    "Answer, change or say Not now to the voluntary self-identification (both null: Not now; asked again only after a later application)",
  tags: ["fairness"],
  body: selfIdentificationInputSchema,
  response: selfIdentificationViewSchema,
});

export const deleteSelfIdentificationContract = defineContract({
  method: "DELETE",
  path: "/api/candidates/me/self-identification",
  summary: "Delete the signed-in candidate's self-identification answers (asked again only after a later application)",
  tags: ["fairness"],
  response: selfIdentificationViewSchema,
});
