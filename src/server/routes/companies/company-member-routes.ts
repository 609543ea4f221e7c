import type { FastifyInstance } from "fastify";
import {
  changeMemberRoleContract,
  listCompanyMembersContract,
  removeMemberContract,
} from "@shared/companies/member-contracts";
import {
  acceptMemberInvitationContract,
  getMemberInvitationContract,
  inviteMemberContract,
  listMemberInvitationsContract,
  resendMemberInvitationContract,
  revokeMemberInvitationContract,
} from "@shared/companies/member-invitation-contracts";
import {
  acceptMemberInvitation,
  previewMemberInvitation,
} from "../../domain/companies/members/invitations/accept-member-invitation";
import {
  inviteMember,
  listMemberInvitations,
  resendMemberInvitation,
  revokeMemberInvitation,
} from "../../domain/companies/members/invitations/company-invitations";
import { changeMemberRole, removeMember } from "../../domain/companies/members/manage-company-members";
import { listCompanyMembers } from "../../domain/companies/members/list-company-members";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** Guessing invitation links is pointless (256 bits), but each try still costs a lookup. */
const INVITATION_LINK_LIMIT = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/** The company workspace's members and invitations (decisions 0079, 0082 and 0083). */
export async function companyMemberRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCompanyMembersContract, ({ actor }) => listCompanyMembers(services, actor));
  route(app, changeMemberRoleContract, ({ actor, params, body }) =>
    changeMemberRole(services, actor, { memberId: params.id, role: body.role }),
  );
  route(app, removeMemberContract, ({ actor, params }) => removeMember(services, actor, { memberId: params.id }));

  route(app, listMemberInvitationsContract, ({ actor }) => listMemberInvitations(services, actor));
  route(app, inviteMemberContract, ({ actor, body }) => inviteMember(services, actor, body));
  route(app, resendMemberInvitationContract, ({ actor, params }) =>
    resendMemberInvitation(services, actor, { invitationId: params.id }),
  );
  route(app, revokeMemberInvitationContract, ({ actor, params }) =>
    revokeMemberInvitation(services, actor, { invitationId: params.id }),
  );
  route(app, getMemberInvitationContract, ({ params }) => previewMemberInvitation(services, params), {
    config: INVITATION_LINK_LIMIT,
  });
  route(
    app,
    acceptMemberInvitationContract,
    async ({ actor, params, body, reply }) => {
      const joined = await acceptMemberInvitation(services, actor, { ...params, ...body });
      // A new account is signed in at once, as the verification link does: the link proved the mailbox.
      if (joined.accountCreated && body.newAccount) {
        const response = await services.auth.api.signInEmail({
          body: { email: joined.email, password: body.newAccount.password },
          asResponse: true,
        });
        const cookies = response.headers.getSetCookie();
        if (response.ok && cookies.length > 0) void reply.header("set-cookie", cookies);
      }
      return joined;
    },
    { config: INVITATION_LINK_LIMIT },
  );
}
