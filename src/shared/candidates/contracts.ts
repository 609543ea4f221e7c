import { z } from "zod";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";

export const candidatePoolItemSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  experienceYears: z.number().int(),
  skills: z.array(z.string()),
  joinedAt: z.iso.datetime(),
});
export type CandidatePoolItem = z.infer<typeof candidatePoolItemSchema>;

export const listCandidatePoolContract = defineContract({
  method: "GET",
  path: "/api/candidates",
  summary: "The candidate pool (verified companies and admins only), newest first",
  tags: ["candidates"],
  query: pageQuerySchema.extend({ search: z.string().trim().max(200).optional() }),
  response: paginatedSchema(candidatePoolItemSchema),
});
