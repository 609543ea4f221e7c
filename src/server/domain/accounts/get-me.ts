import type { Me } from "@shared/accounts/contracts";
import { avatarUrls } from "@shared/candidates/candidate-settings-contracts";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";

/**
 * The signed-in user as the web app needs it for its guards (unverified users included). The
 * profile and company come with the cached session (decision 0014), so this costs no query.
 */
export async function getMe(services: Pick<AppServices, "sessions">, actor: Actor): Promise<Me> {
  const { profile, company } = await services.sessions.accountOf(actor);
  const [first = "", ...rest] = actor.name.split(" ");
  return {
    user: {
      id: actor.userId,
      email: actor.email,
      emailVerified: actor.emailVerified,
      userType: actor.userType,
      isAdmin: actor.isAdmin,
      firstName: profile?.firstName ?? first,
      lastName: profile?.lastName ?? rest.join(" "),
      ...(profile?.avatarFileId ? { avatarUrl: avatarUrls(actor.userId, profile.avatarFileId).small } : {}),
    },
    company: company && {
      id: company.id,
      companyName: company.companyName,
      verificationStatus: company.verificationStatus,
      verificationNote: company.verificationNote,
      role: company.role,
    },
  };
}
