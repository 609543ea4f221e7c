import { sql } from "drizzle-orm";
import { boolean, customType, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { employerVisibilities } from "@shared/candidates/visibility-contracts";
import { profiles } from "./accounts";
import { files } from "./files";

/** A PostgreSQL full-text document; only the database writes and reads it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const candidates = pgTable(
  "candidates",
  {
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
    /** The resume file resume_text was read from: another than resume_file_id while one is still to read. */
    resumeTextFileId: uuid("resume_text_file_id"),
    education: text("education"),
    /** Which verified companies may find the candidate in their pool and search. */
    employerVisibility: text("employer_visibility", { enum: employerVisibilities }).notNull().default("all"),
    /** With "industries": the company industries (the registration list) that may find them. */
    visibleIndustries: text("visible_industries").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /*
     * The pool's search columns (decision 0035), written only by database triggers from this row,
     * its profile and its interviews, so every write path (registration, settings, better-auth,
     * interview completion, seeds) keeps them right without code at each write.
     */
    /** Weighted document: name and title A, skills B, bio C, resume text D. */
    searchVector: tsvector("search_vector"),
    /** "first last" from the profile, for fuzzy (trigram) name matches. */
    searchName: text("search_name"),
    /** The profile's location, for the location filter (trigram "contains"). */
    searchLocation: text("search_location"),
    /** The skills lower-cased, for case-insensitive `@>` filters on a GIN index. */
    skillKeys: text("skill_keys").array().notNull().default([]),
    /**
     * The account half of the pool rule (decision 0028): e-mail verified, not banned, and a resume or
     * a completed interview. Visibility to the viewing company is checked per query.
     */
    poolEligible: boolean("pool_eligible").notNull().default(false),
    /** Whether any of the candidate's interviews is completed (the pool rule and its filter). */
    hasCompletedInterview: boolean("has_completed_interview").notNull().default(false),
    /*
     * The network interview as matching reads it (decision 0057), kept by database triggers on
     * interviews, evaluations and applications, so a posting's recompute reads it with the
     * candidate instead of aggregating every network interview: the completed ones scoring may
     * read (in id order), whether a completed one may not be read, and the first score it may read.
     */
    networkReadInterviews: uuid("network_read_interviews").array().notNull().default([]),
    networkUnreadInterview: boolean("network_unread_interview").notNull().default(false),
    networkEvaluationScore: integer("network_evaluation_score"),
  },
  (t) => [
    index("candidates_search_vector_idx").using("gin", t.searchVector),
    index("candidates_skill_keys_idx").using("gin", t.skillKeys),
    index("candidates_search_name_trgm_idx").using("gin", t.searchName.op("gin_trgm_ops")),
    index("candidates_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("candidates_search_location_trgm_idx").using("gin", t.searchLocation.op("gin_trgm_ops")),
    // Newest first (read backwards), with the id as the tie-break of the keyset cursor.
    // Not partial: a partial index on pool_eligible joined every search's bitmap (decision 0035).
    index("candidates_newest_idx").on(t.createdAt, t.id),
    index("candidates_interviewed_newest_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.poolEligible} and ${t.hasCompletedInterview}`),
    index("candidates_experience_newest_idx").on(t.experienceYears, t.createdAt, t.id),
  ],
);

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
  (t) => [
    index("candidate_skills_candidate_idx").on(t.candidateId),
    // A posting's recompute finds who names its skills from this index alone (names are stored
    // trimmed with single spaces, so lower() is the skill's key).
    index("candidate_skills_key_idx").on(sql`lower(${t.skillName})`, t.candidateId, t.yearsExperience, t.skillName),
  ],
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
