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
