import { z } from "zod";
import { defineContract } from "../http/contract";
import { raceEthnicityValues, sexValues } from "./self-identification";

/*
 * The candidate's own voluntary self-identification (decision 0052): asked once after they apply,
 * theirs to read, change and delete. Only the candidate's own endpoints return it; the fairness
 * report reads it in aggregate, and nothing a company or reviewer sees does.
 */

export const selfIdentificationMessages = {
  sex: "Choose an answer for sex, or I prefer not to say.",
  raceEthnicity: "Choose an answer for race or ethnicity, or I prefer not to say.",
  saved: "Your answers are saved",
  dismissed: "We will not ask again",
  deleted: "Your answers are deleted",
  saveFailed: "Could not save your answers",
  deleteFailed: "Could not delete your answers",
} as const;

/** What the candidate sends: each answer, or null to leave it unanswered (both null: they closed the question). */
export const selfIdentificationInputSchema = z.object({
  sex: z.enum(sexValues, { error: selfIdentificationMessages.sex }).nullable(),
  raceEthnicity: z.enum(raceEthnicityValues, { error: selfIdentificationMessages.raceEthnicity }).nullable(),
});
export type SelfIdentificationInput = z.infer<typeof selfIdentificationInputSchema>;

export const selfIdentificationViewSchema = selfIdentificationInputSchema.extend({
  /** They were asked already (answered, closed it, or deleted their answers): never asked again. */
  asked: z.boolean(),
  /** Ask now: never asked, and they have applied to a job. */
  askNow: z.boolean(),
  /** When they last answered or changed their answers; null when never asked. */
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
  summary: "Answer, change or decline the voluntary self-identification (both null: declined; not asked again)",
  tags: ["fairness"],
  body: selfIdentificationInputSchema,
  response: selfIdentificationViewSchema,
});

export const deleteSelfIdentificationContract = defineContract({
  method: "DELETE",
  path: "/api/candidates/me/self-identification",
  summary: "Delete the signed-in candidate's self-identification answers (they are not asked again)",
  tags: ["fairness"],
  response: selfIdentificationViewSchema,
});
