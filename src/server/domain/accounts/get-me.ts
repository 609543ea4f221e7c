import { eq } from "drizzle-orm";
import type { Me } from "@shared/accounts/contracts";
import { enterprises, profiles } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";

/** The signed-in user as the web app needs it for its guards (unverified users included). */
export async function getMe(services: Pick<AppServices, "db">, actor: Actor): Promise<Me> {
  const [profile] = await services.db.select().from(profiles).where(eq(profiles.id, actor.userId)).limit(1);
  const [company] = await services.db
    .select({
      id: enterprises.id,
      companyName: enterprises.companyName,
      verificationStatus: enterprises.verificationStatus,
      verificationNote: enterprises.verificationNote,
    })
    .from(enterprises)
    .where(eq(enterprises.profileId, actor.userId))
    .limit(1);
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
    },
    company: company ?? null,
  };
}
