import { z } from "zod";
import { defineContract } from "../http/contract";
import { companyMemberRoles } from "./member-roles";

/** One member of the caller's company workspace (decision 0079); the oldest member first. */
export const companyMembersSchema = z.object({
  members: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      /** Stored value; companyMemberRoleNames names it. */
      role: z.enum(companyMemberRoles),
      joinedAt: z.iso.datetime(),
    }),
  ),
});
export type CompanyMembers = z.infer<typeof companyMembersSchema>;

export const listCompanyMembersContract = defineContract({
  method: "GET",
  path: "/api/companies/me/members",
  summary: "The signed-in company's members with their roles, in any verification state",
  tags: ["companies"],
  response: companyMembersSchema,
});

export const memberMessages = {
  notFound: "That person is not a member of your company.",
  lastOwner: "A company needs at least one Owner. Make someone else an Owner first.",
} as const;

const memberIdParams = z.object({ id: z.uuid({ error: memberMessages.notFound }) });
/** One member as the list shows them. */
const companyMemberSchema = companyMembersSchema.shape.members.element;

export const changeMemberRoleContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/members/:id/role",
  summary: "Gives a member of the company another role; it holds from their next request (Owner, Admin)",
  tags: ["companies"],
  params: memberIdParams,
  body: z.object({ role: z.enum(companyMemberRoles) }),
  response: companyMemberSchema,
});

export const removeMemberContract = defineContract({
  method: "DELETE",
  path: "/api/companies/me/members/:id",
  summary: "Removes a member from the company; their open sessions lose it at once (Owner, Admin)",
  tags: ["companies"],
  params: memberIdParams,
  response: z.object({ id: z.uuid() }),
});
