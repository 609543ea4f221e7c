import { z } from "zod";
import { defineContract } from "../http/contract";

/*
 * The candidate's own career form on /candidate-settings (the spec's 'Candidate resume form:
 * education, experience, skills'; decision 0027): stored, and read back only by its owner. Every change answers
 * with the whole form, so the screen shows exactly what the server holds.
 */

export const CAREER_NOT_FOUND = "This work experience entry was not found.";
export const EDUCATION_MAX = 2000;
export const SKILL_NAME_MAX = 60;
export const SKILLS_MAX = 50;
export const SKILL_YEARS_MAX = 60;
export const EXPERIENCE_TEXT_MAX = 120;
export const EXPERIENCE_DESCRIPTION_MAX = 2000;
export const EXPERIENCE_MAX = 50;

export const careerMessages = {
  educationTooLong: `Education cannot exceed ${EDUCATION_MAX} characters.`,
  skillRequired: "Please enter a skill.",
  skillTooLong: `A skill cannot exceed ${SKILL_NAME_MAX} characters.`,
  skillDuplicate: "You already listed this skill.",
  skillsTooMany: `You can list at most ${SKILLS_MAX} skills.`,
  yearsInvalid: `Years of experience must be a whole number from 0 to ${SKILL_YEARS_MAX}.`,
  positionRequired: "Please enter the position.",
  companyRequired: "Please enter the company.",
  textTooLong: `Please keep this under ${EXPERIENCE_TEXT_MAX} characters.`,
  descriptionTooLong: `The description cannot exceed ${EXPERIENCE_DESCRIPTION_MAX} characters.`,
  startDateRequired: "Please enter the start date.",
  dateInvalid: "Please enter a valid date.",
  startInFuture: "The start date cannot be in the future.",
  endInFuture: "The end date cannot be in the future.",
  endBeforeStart: "The end date cannot be before the start date.",
  experienceTooMany: `You can list at most ${EXPERIENCE_MAX} positions.`,
  orderMismatch: "Your work experience changed meanwhile. Please reload and try again.",
  educationSaved: "Education saved",
  skillsSaved: "Skills saved",
  experienceAdded: "Experience added",
  experienceUpdated: "Experience updated",
  experienceDeleted: "Experience deleted",
  orderSaved: "Order saved",
  saveFailed: "Failed to save your changes",
} as const;

/**
 * The latest calendar day anywhere on earth right now (UTC+14): a start date up to that day is
 * not in the future for someone, so the browser's and the server's checks never disagree.
 */
export function latestDateAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const isoDate = z.iso.date({ error: careerMessages.dateInvalid });

export const skillSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: careerMessages.skillRequired })
    .max(SKILL_NAME_MAX, { error: careerMessages.skillTooLong }),
  yearsExperience: z
    .number({ error: careerMessages.yearsInvalid })
    .int({ error: careerMessages.yearsInvalid })
    .min(0, { error: careerMessages.yearsInvalid })
    .max(SKILL_YEARS_MAX, { error: careerMessages.yearsInvalid }),
});
export type Skill = z.output<typeof skillSchema>;

export const skillsInputSchema = z.object({
  skills: z
    .array(skillSchema)
    .max(SKILLS_MAX, { error: careerMessages.skillsTooMany })
    .superRefine((skills, context) => {
      const seen = new Set<string>();
      skills.forEach((skill, index) => {
        const key = skill.name.toLocaleLowerCase();
        if (seen.has(key))
          context.addIssue({ code: "custom", message: careerMessages.skillDuplicate, path: [index, "name"] });
        seen.add(key);
      });
    }),
});
export type SkillsInput = z.input<typeof skillsInputSchema>;

export const educationInputSchema = z.object({
  education: z.string().trim().max(EDUCATION_MAX, { error: careerMessages.educationTooLong }),
});

export const experienceInputSchema = z
  .object({
    position: z
      .string()
      .trim()
      .min(1, { error: careerMessages.positionRequired })
      .max(EXPERIENCE_TEXT_MAX, { error: careerMessages.textTooLong }),
    companyName: z
      .string()
      .trim()
      .min(1, { error: careerMessages.companyRequired })
      .max(EXPERIENCE_TEXT_MAX, { error: careerMessages.textTooLong }),
    startDate: isoDate,
    /** Null is 'Present'. */
    endDate: isoDate.nullable(),
    description: z.string().trim().max(EXPERIENCE_DESCRIPTION_MAX, { error: careerMessages.descriptionTooLong }),
  })
  .superRefine((value, context) => {
    const latest = latestDateAnywhere();
    if (value.startDate > latest)
      context.addIssue({ code: "custom", message: careerMessages.startInFuture, path: ["startDate"] });
    if (value.endDate !== null && value.endDate > latest)
      context.addIssue({ code: "custom", message: careerMessages.endInFuture, path: ["endDate"] });
    else if (value.endDate !== null && value.endDate < value.startDate)
      context.addIssue({ code: "custom", message: careerMessages.endBeforeStart, path: ["endDate"] });
  });
export type ExperienceInput = z.input<typeof experienceInputSchema>;

export const experienceSchema = z.object({
  id: z.string(),
  position: z.string(),
  companyName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
});
export type Experience = z.output<typeof experienceSchema>;

export const resumeFileSchema = z.object({
  originalName: z.string().nullable(),
  contentType: z.string(),
  byteSize: z.number(),
  uploadedAt: z.iso.datetime(),
});
export type ResumeFile = z.output<typeof resumeFileSchema>;

export const careerSchema = z.object({
  resume: resumeFileSchema.nullable(),
  education: z.string(),
  skills: z.array(skillSchema),
  /** In the candidate's own order. */
  experience: z.array(experienceSchema),
});
export type Career = z.output<typeof careerSchema>;

const experienceParams = z.object({ id: z.uuid({ error: CAREER_NOT_FOUND }) });

export const getMyCareerContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/career",
  summary: "The signed-in candidate's resume file, education, skills and work experience",
  tags: ["candidates"],
  response: careerSchema,
});

export const updateMyEducationContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/career/education",
  summary: "Saves the candidate's education",
  tags: ["candidates"],
  body: educationInputSchema,
  response: careerSchema,
});

export const replaceMySkillsContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/career/skills",
  summary: "Replaces the candidate's skills (name and years, unique by name ignoring case)",
  tags: ["candidates"],
  body: skillsInputSchema,
  response: careerSchema,
});

export const addMyExperienceContract = defineContract({
  method: "POST",
  path: "/api/candidates/me/career/experience",
  summary: "Adds a position to the top of the candidate's work experience",
  tags: ["candidates"],
  body: experienceInputSchema,
  response: careerSchema,
  successStatus: 201,
});

export const updateMyExperienceContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/career/experience/:id",
  summary: "Changes one of the candidate's positions",
  tags: ["candidates"],
  params: experienceParams,
  body: experienceInputSchema,
  response: careerSchema,
});

export const deleteMyExperienceContract = defineContract({
  method: "DELETE",
  path: "/api/candidates/me/career/experience/:id",
  summary: "Deletes one of the candidate's positions",
  tags: ["candidates"],
  params: experienceParams,
  response: careerSchema,
});

export const reorderMyExperienceContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/career/experience-order",
  summary: "Puts the candidate's positions in the given order (every id, once)",
  tags: ["candidates"],
  body: z.object({ ids: z.array(z.uuid({ error: CAREER_NOT_FOUND })).max(EXPERIENCE_MAX) }),
  response: careerSchema,
});
