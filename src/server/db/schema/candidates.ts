import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { files } from "./files";

/** Who may find the candidate (decision 0028); the shared contract repeats these values. */
export const employerVisibilities = ["all", "industries", "hidden"] as const;

export const candidates = pgTable("candidates", {
  id: uuid("id").primaryKey().defaultRandom(),
  profileId: text("profile_id")
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: "cascade" }),
  title: text("title"),
  skills: text("skills").array().notNull().default([]),
  experienceYears: integer("experience_years").notNull().default(0),
  linkedinProfile: text("linkedin_profile"),
  preferredRoles: text("preferred_roles"),
  resumeFileId: uuid("resume_file_id").references(() => files.id, { onDelete: "set null" }),
  resumeText: text("resume_text"),
  education: text("education"),
  /** Which verified companies may find the candidate in their pool and search. */
  employerVisibility: text("employer_visibility", { enum: employerVisibilities }).notNull().default("all"),
  /** With "industries": the company industries (the registration list) that may find them. */
  visibleIndustries: text("visible_industries").array().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const candidateSkills = pgTable(
  "candidate_skills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    skillName: text("skill_name").notNull(),
    yearsExperience: integer("years_experience").notNull().default(0),
  },
  (t) => [index("candidate_skills_candidate_idx").on(t.candidateId)],
);

export const workExperience = pgTable(
  "work_experience",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    position: text("position").notNull(),
    companyName: text("company_name").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    description: text("description"),
    /** The candidate's own order (ascending); ties fall back to the newest start first. */
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("work_experience_candidate_idx").on(t.candidateId)],
);
