import { z } from "zod";
import { defineContract } from "../http/contract";

/*
 * A company's data retention (decision 0052): how many days after its decision on an
 * application the interview recorded for it (the recording, its transcripts and AI
 * evaluations) is kept. Null keeps them until the candidate deletes them. The network
 * interview is the candidate's, shared with every company, and no one company's setting applies.
 */

export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;

export const retentionMessages = {
  days: `Choose a number of days from ${RETENTION_MIN_DAYS} to ${RETENTION_MAX_DAYS}, or keep them until the candidate deletes them.`,
  saved: "Data retention saved",
  /** What the company and the candidate see where a recording went this way. */
  recordingDeleted: "The recording was deleted under the company's data retention policy.",
} as const;

export const retentionSettingSchema = z.object({
  retentionDays: z
    .number({ error: retentionMessages.days })
    .int(retentionMessages.days)
    .min(RETENTION_MIN_DAYS, retentionMessages.days)
    .max(RETENTION_MAX_DAYS, retentionMessages.days)
    .nullable(),
});
export type RetentionSetting = z.infer<typeof retentionSettingSchema>;

export const getCompanyRetentionContract = defineContract({
  method: "GET",
  path: "/api/companies/me/retention",
  summary: "How long the signed-in company keeps recordings, transcripts and AI evaluations after a decision",
  tags: ["companies"],
  response: retentionSettingSchema,
});

export const updateCompanyRetentionContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/retention",
  summary:
    "Set how long the signed-in company keeps recordings, transcripts and AI evaluations after a decision (null: until the candidate deletes them)",
  tags: ["companies"],
  body: retentionSettingSchema,
  response: retentionSettingSchema,
});
