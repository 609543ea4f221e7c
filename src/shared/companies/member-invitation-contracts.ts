import { z } from "zod";
import { candidateApplicationMessages } from "../accounts/candidate-application";
import { emailField } from "../accounts/email";
import { passwordSchema } from "../accounts/password";
import { defineContract } from "../http/contract";
import { companyMemberRoles } from "./member-roles";

/** How long an invitation link works (decision 0083). */
export const MEMBER_INVITATION_DAYS = 7;

export const memberInvitationMessages = {
  email: "Please enter a valid email address",
  outsideDomain: (domain: string) =>
    `Invite an address at ${domain}, or, as an Owner, allow an outside address for this invitation.`,
  outsideDomainOwnersOnly: "Only an Owner can invite an address outside your company's domain.",
  alreadyMember: "This person is already a member of your company.",
  alreadyInvited: "This address already has an open invitation. Resend it instead.",
  notFound: "This invitation does not exist.",
  expired: "This invitation has expired. Ask your company for a new one.",
  used: "This invitation has already been used.",
  revoked: "This invitation was withdrawn.",
  signInAs: (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`,
  signInFirst: "An account with this address exists. Sign in to accept the invitation.",
  newAccountNeeded: "Choose your name and a password to create your account.",
  candidateAccount: "This address belongs to a candidate account, which cannot join a company.",
  otherCompany: "This address already belongs to another company on OneTake.",
} as const;
const m = memberInvitationMessages;

/** An open invitation as the company's Team tab lists it. */
export const memberInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(companyMemberRoles),
  invitedBy: z.string().nullable(),
  allowOutsideDomain: z.boolean(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type MemberInvitation = z.infer<typeof memberInvitationSchema>;

export const inviteMemberSchema = z.object({
  email: emailField(m.email),
  role: z.enum(companyMemberRoles),
  allowOutsideDomain: z.boolean().default(false),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

const invitationIdParams = z.object({ id: z.uuid({ error: m.notFound }) });
const tokenParams = z.object({ token: z.string({ error: m.notFound }).regex(/^[A-Za-z0-9_-]{40,64}$/, m.notFound) });

export const listMemberInvitationsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/member-invitations",
  summary: "The company's open invitations to its workspace, newest first (Owner, Admin)",
  tags: ["companies"],
  response: z.object({ invitations: z.array(memberInvitationSchema) }),
});

export const inviteMemberContract = defineContract({
  method: "POST",
  path: "/api/companies/me/member-invitations",
  summary: "Invites a person to the verified company's workspace by e-mail, with a role (Owner, Admin)",
  tags: ["companies"],
  body: inviteMemberSchema,
  response: memberInvitationSchema,
  successStatus: 201,
});

export const resendMemberInvitationContract = defineContract({
  method: "POST",
  path: "/api/companies/me/member-invitations/:id/resend",
  summary: "Sends an open invitation again with a new link, valid for another 7 days; the old link stops working",
  tags: ["companies"],
  params: invitationIdParams,
  response: memberInvitationSchema,
});

export const revokeMemberInvitationContract = defineContract({
  method: "DELETE",
  path: "/api/companies/me/member-invitations/:id",
  summary: "Withdraws an open invitation; its link stops working",
  tags: ["companies"],
  params: invitationIdParams,
  response: z.object({ id: z.uuid() }),
});

/** What the invitation link's page shows before accepting. */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.enum(companyMemberRoles),
  expiresAt: z.iso.datetime(),
  /** Whether an account with the address exists: accepting then needs signing in with it. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const getMemberInvitationContract = defineContract({
  method: "GET",
  path: "/api/member-invitations/:token",
  summary: "An invitation to a company workspace, by its link (anyone holding it)",
  tags: ["companies"],
  params: tokenParams,
  response: invitationPreviewSchema,
  errorStatuses: [410],
});

export const acceptMemberInvitationSchema = z.object({
  /** For an address with no account yet: the account to create (its e-mail is the invitation's). */
  newAccount: z
    .object({
      firstName: z
        .string({ error: candidateApplicationMessages.firstName })
        .trim()
        .min(2, candidateApplicationMessages.firstName)
        .max(100, candidateApplicationMessages.firstName),
      lastName: z
        .string({ error: candidateApplicationMessages.lastName })
        .trim()
        .min(2, candidateApplicationMessages.lastName)
        .max(100, candidateApplicationMessages.lastName),
      password: passwordSchema,
    })
    .optional(),
});

export const acceptMemberInvitationContract = defineContract({
  method: "POST",
  path: "/api/member-invitations/:token/accept",
  summary:
    "Joins the company: signed in as the invited address, or by creating that address's account; the link is then used up",
  tags: ["companies"],
  params: tokenParams,
  body: acceptMemberInvitationSchema,
  errorStatuses: [410],
  response: z.object({
    companyName: z.string(),
    email: z.string(),
    role: z.enum(companyMemberRoles),
    accountCreated: z.boolean(),
  }),
});
