import { z } from "zod";
import { defineContract } from "../http/contract";
import { boardEmploymentTypes, boardLocationTypes } from "./contracts";

/**
 * Development only, until companies publish postings themselves (issue 10): a verified company
 * signed in on this machine adds a posting, optionally with questions of its own, so end-to-end
 * tests can seed the job board through HTTP. It does not exist in production.
 */
export const createDevPostingContract = defineContract({
  method: "POST",
  path: "/api/dev/postings",
  summary: "Development only: adds a posting (and a template with its questions) for the signed-in verified company",
  tags: ["postings"],
  body: z.object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(10_000),
    location: z.string().trim().min(1).max(200).default("Remote"),
    locationType: z.enum(boardLocationTypes).default("Remote"),
    employmentType: z.enum(boardEmploymentTypes).default("Full-time"),
    skills: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
    status: z.enum(["active", "paused", "closed"]).default("active"),
    visibility: z.enum(["public", "internal"]).default("public"),
    /** Questions of the posting's own interview; none reuses the network interview. */
    questions: z.array(z.string().trim().min(1).max(1000)).max(20).default([]),
  }),
  response: z.object({ id: z.string() }),
  successStatus: 201,
});
