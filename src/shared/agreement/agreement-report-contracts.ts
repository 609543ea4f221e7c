import { z } from "zod";
import { defineContract } from "../http/contract";
import { postingIdParams } from "../postings/contracts";
import { raceEthnicityCategories, sexCategories } from "../fairness/self-identification";
import type { FairnessDimension } from "../fairness/fairness-report-contracts";
import { agreementFiguresSchema } from "./agreement-contracts";

/*
 * The agreement page of a posting and the platform's model card (decision 0086): the figures of
 * decision 0080 for one rubric version, computed by the server from the members' submitted
 * scorecards and the AI's current evaluations. Aggregates only: no candidate, member or answer.
 */

/** A rubric version the scope's scorecards or evaluations were made on, with how many of each. */
export const agreementRubricVersionSchema = z.object({
  version: z.string(),
  /** Submitted scorecards on this version. */
  scorecards: z.number().int().nonnegative(),
  /** Interviews whose current evaluation the AI scored on this version. */
  evaluations: z.number().int().nonnegative(),
});
export type AgreementRubricVersion = z.infer<typeof agreementRubricVersionSchema>;

/** A criterion of the rubric version shown, in the rubric's order: what the per-criterion figures name. */
export const agreementCriterionSchema = z.object({ key: z.string(), competency: z.string() });
export type AgreementCriterion = z.infer<typeof agreementCriterionSchema>;

const agreementReportFields = {
  /** Every rubric version present, the most scorecards first. */
  rubricVersions: z.array(agreementRubricVersionSchema),
  /** The version the figures are of; null when nothing was scored or evaluated yet. */
  rubricVersion: z.string().nullable(),
  criteria: z.array(agreementCriterionSchema),
  figures: agreementFiguresSchema,
  /** When the server computed the figures (they are computed on every request). */
  computedAt: z.iso.datetime(),
};

export const postingAgreementSchema = z.object({
  posting: z.object({ id: z.uuid(), title: z.string() }),
  ...agreementReportFields,
});
export type PostingAgreement = z.infer<typeof postingAgreementSchema>;

/** The provider and model behind the evaluations counted, with how many each made. */
export const agreementModelSchema = z.object({
  provider: z.string(),
  chatModel: z.string().nullable(),
  evaluations: z.number().int().nonnegative(),
});
export type AgreementModel = z.infer<typeof agreementModelSchema>;

/** The platform's model card: every company's scorecards of the network interview, and the models behind its scores. */
export const modelCardSchema = z.object({
  ...agreementReportFields,
  models: z.array(agreementModelSchema),
});
export type ModelCard = z.infer<typeof modelCardSchema>;

export const agreementQuerySchema = z.object({
  /** The rubric version to show; without it, the one with the most submitted scorecards. */
  rubricVersion: z.string().trim().min(1).max(200).optional(),
});
export type AgreementQuery = z.infer<typeof agreementQuerySchema>;

export const getPostingAgreementContract = defineContract({
  method: "GET",
  path: "/api/companies/me/postings/:id/agreement",
  summary:
    "How far the AI agrees with the company's people on one of its postings, per rubric version: alphas, mean difference, within one point, override rates, the AI's two runs and the comparison across groups, each with the answers it rests on (verified companies)",
  tags: ["agreement"],
  params: postingIdParams,
  query: agreementQuerySchema,
  response: postingAgreementSchema,
});

export const getModelCardContract = defineContract({
  method: "GET",
  path: "/api/admin/agreement",
  summary:
    "The platform's model card: the agreement figures of every company's scorecards on the network interview's rubric, with the providers and models behind the evaluations (admins only)",
  tags: ["agreement", "admin"],
  query: agreementQuerySchema,
  response: modelCardSchema,
});

const sexLabels = new Map<string, string>(sexCategories.map((category) => [category.value, category.label]));
const raceLabels = new Map<string, string>(raceEthnicityCategories.map((category) => [category.value, category.label]));

/**
 * The words for a group of a comparison: its category's label, or for the intersection
 * ("female+asian") both. The groups compared never include "prefer not to say" (decision 0080).
 */
export function agreementGroupLabel(dimension: FairnessDimension, group: string): string {
  if (dimension === "sex") return sexLabels.get(group) ?? group;
  if (dimension === "race_ethnicity") return raceLabels.get(group) ?? group;
  const [sex = "", race = ""] = group.split("+");
  return `${sexLabels.get(sex) ?? sex}, ${raceLabels.get(race) ?? race}`;
}
