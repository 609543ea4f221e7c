import { z } from "zod";
import { companyIndustries } from "../accounts/company-registration";
import { defineContract } from "../http/contract";

export { companyIndustries };

/**
 * Who may find the candidate (decision 0028): every verified company (the default), only
 * companies in the industries the candidate picked, or nobody (hidden: no pool, no search;
 * companies the candidate applied to still see that application).
 */
export const employerVisibilities = ["all", "industries", "hidden"] as const;
export type EmployerVisibility = (typeof employerVisibilities)[number];

export const visibilityMessages = {
  industries: "Please choose at least one industry.",
  unknownIndustry: "Please choose industries from the list.",
  saved: "Visibility updated",
  failed: "Failed to update visibility",
} as const;

export const candidateVisibilitySchema = z
  .object({
    publicProfileEnabled: z.boolean(),
    employerVisibility: z.enum(employerVisibilities),
    visibleIndustries: z
      .array(z.enum(companyIndustries, { error: visibilityMessages.unknownIndustry }))
      .max(companyIndustries.length)
      .transform((industries) => [...new Set(industries)]),
  })
  .refine((value) => value.employerVisibility !== "industries" || value.visibleIndustries.length > 0, {
    path: ["visibleIndustries"],
    message: visibilityMessages.industries,
  });
export type CandidateVisibility = z.output<typeof candidateVisibilitySchema>;
export type CompanyIndustry = (typeof companyIndustries)[number];

export const isCompanyIndustry = (value: string): value is CompanyIndustry =>
  (companyIndustries as readonly string[]).includes(value);

const candidateVisibilityViewSchema = z.object({
  publicProfileEnabled: z.boolean(),
  employerVisibility: z.enum(employerVisibilities),
  visibleIndustries: z.array(z.string()),
  /**
   * The candidate's own half of the pool rule holds (decision 0028: e-mail verified, and a
   * completed interview or a resume), so the choice above decides who finds them. Read-only.
   */
  inPool: z.boolean(),
  /** Some verified company reviews blind (decision 0052): it sees an alias until it scored or noted them. */
  someCompaniesReviewBlind: z.boolean(),
});
export type CandidateVisibilityView = z.infer<typeof candidateVisibilityViewSchema>;

export const getCandidateVisibilityContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/visibility",
  summary: "The signed-in candidate's public profile switch and visibility to employers",
  tags: ["candidates"],
  response: candidateVisibilityViewSchema,
});

export const updateCandidateVisibilityContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/visibility",
  summary: "Change the signed-in candidate's public profile switch and visibility to employers",
  tags: ["candidates"],
  body: candidateVisibilitySchema,
  response: candidateVisibilityViewSchema,
});
