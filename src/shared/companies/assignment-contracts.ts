import { z } from "zod";
import { APPLICATION_NOT_FOUND } from "../applications/contracts";
import { defineContract } from "../http/contract";
import { postingIdParams } from "../postings/contracts";
import { postingStatuses } from "../postings/company-posting-contracts";
import { memberMessages } from "./member-contracts";
import { companyMemberRoles } from "./member-roles";

/*
 * Who works on what (decision 0084): hiring managers and recruiters assigned to a posting, any
 * member assigned to an application (to review and score it). A hiring manager then reaches only
 * the postings assigned to them, an interviewer only the applications assigned to them.
 */

/** The most members one posting or one application is assigned to. */
export const MAX_ASSIGNED_MEMBERS = 50;

export const assignmentMessages = {
  memberNotFound: memberMessages.notFound,
  postingRoles: "Only Hiring managers and Recruiters are assigned to a posting. Owners and Admins see every posting.",
  notAssigned: "That member is not assigned to this application.",
  /** A hiring manager assigned to score an application of a posting that is not theirs. */
  decideOnOwnPostings:
    "You are assigned to score this application. Deciding on it is for the posting's Hiring managers, its Recruiters, Admins and Owners.",
  tooMany: `A posting or an application can have at most ${MAX_ASSIGNED_MEMBERS} assigned members.`,
  assigned: "Assigned",
  saved: "Assignments saved",
  saveFailed: "The assignments could not be saved. Try again.",
  removed: "Assignment removed",
} as const;

/** One assigned member, as the controls list them (the oldest assignment first). */
export const assignedMemberSchema = z.object({
  memberId: z.uuid(),
  name: z.string(),
  /** Stored value; companyMemberRoleNames names it. */
  role: z.enum(companyMemberRoles),
  assignedAt: z.iso.datetime(),
});
export type AssignedMember = z.infer<typeof assignedMemberSchema>;

export const assignedMembersSchema = z.object({ members: z.array(assignedMemberSchema) });
export type AssignedMembers = z.infer<typeof assignedMembersSchema>;

const memberId = z.uuid({ error: assignmentMessages.memberNotFound });

export const listPostingAssignmentsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/postings/:id/assignments",
  summary: "The members assigned to one of the company's postings (Owner, Admin, Recruiter)",
  tags: ["companies"],
  params: postingIdParams,
  response: assignedMembersSchema,
});

export const setPostingAssignmentsContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/postings/:id/assignments",
  summary:
    "Sets the Hiring managers and Recruiters assigned to a posting; newly assigned ones are e-mailed (Owner, Admin, Recruiter)",
  tags: ["companies"],
  params: postingIdParams,
  body: z.object({
    memberIds: z
      .array(memberId)
      .max(MAX_ASSIGNED_MEMBERS, { error: assignmentMessages.tooMany })
      .transform((ids) => [...new Set(ids)]),
  }),
  response: assignedMembersSchema,
});

const applicationParams = z.object({ id: z.uuid({ error: APPLICATION_NOT_FOUND }) });

export const listApplicationAssignmentsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/applications/:id/assignments",
  summary: "The members assigned to review and score an application (whoever may open the application)",
  tags: ["companies"],
  params: applicationParams,
  response: assignedMembersSchema,
});

export const addApplicationAssignmentContract = defineContract({
  method: "POST",
  path: "/api/companies/me/applications/:id/assignments",
  summary:
    "Assigns a member to review and score an application, and e-mails them a link (Owner, Admin, Recruiter; a Hiring manager on their postings)",
  tags: ["companies"],
  params: applicationParams,
  body: z.object({ memberId }),
  response: assignedMembersSchema,
});

export const removeApplicationAssignmentContract = defineContract({
  method: "DELETE",
  path: "/api/companies/me/applications/:id/assignments/:memberId",
  summary: "Takes a member off an application (Owner, Admin, Recruiter; a Hiring manager on their postings)",
  tags: ["companies"],
  params: applicationParams.extend({ memberId }),
  response: assignedMembersSchema,
});

/** What is assigned to the caller: their postings and their applications, newest assignment first. */
export const myAssignmentsSchema = z.object({
  postings: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.enum(postingStatuses),
      applicantCount: z.number().int().min(0),
      assignedAt: z.iso.datetime(),
    }),
  ),
  applications: z.array(
    z.object({
      id: z.uuid(),
      postingId: z.uuid(),
      postingTitle: z.string(),
      /** The candidate's name, or their alias under blind review. */
      candidateName: z.string(),
      /** Stored value; applicationStatusLabel() names it. */
      status: z.string(),
      assignedAt: z.iso.datetime(),
    }),
  ),
});
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

/** The most assignments of each kind the dashboard lists. */
export const MY_ASSIGNMENTS_LIMIT = 50;

export const listMyAssignmentsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/assignments",
  summary: "The postings and applications assigned to the caller, newest first (every member)",
  tags: ["companies"],
  response: myAssignmentsSchema,
});
