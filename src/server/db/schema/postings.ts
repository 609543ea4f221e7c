import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { postingStatuses, postingVisibilities } from "@shared/postings/company-posting-contracts";
import { boardEmploymentTypes, boardLocationTypes } from "@shared/postings/contracts";
import { experienceLevelValues } from "@shared/accounts/candidate-application";
import { enterprises } from "./companies";
import { interviewTemplates } from "./interviews";

export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    locationType: text("location_type", { enum: boardLocationTypes }).notNull().default("Remote"),
    department: text("department"),
    employmentType: text("employment_type", { enum: boardEmploymentTypes }).notNull().default("Full-time"),
    salaryRange: text("salary_range"),
    skills: text("skills").array().notNull().default([]),
    additionalNotes: text("additional_notes"),
    status: text("status", { enum: postingStatuses }).notNull().default("active"),
    visibility: text("visibility", { enum: postingVisibilities }).notNull().default("public"),
    interviewTemplateId: uuid("interview_template_id").references(() => interviewTemplates.id, {
      onDelete: "set null",
    }),
    /** Whether candidates see their AI evaluation for this posting's interview (decision 0050). */
    shareAiFeedbackWithCandidates: boolean("share_ai_feedback_with_candidates").notNull().default(true),
    /** The experience level the posting asks for (the candidate levels' values); null: any level. */
    experienceLevel: text("experience_level", { enum: experienceLevelValues }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_postings_enterprise_idx").on(t.enterpriseId, t.createdAt),
    index("job_postings_board_idx").on(t.visibility, t.status, t.createdAt),
  ],
);
