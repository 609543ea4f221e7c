import { and, eq, isNull, sql } from "drizzle-orm";
import type { DashboardGreeting } from "@shared/accounts/dashboard-greeting";
import type { Actor, UserType } from "../../plugins/auth/actor";
import { profiles, session } from "../../db/schema";
import type { AppServices } from "../../services";
import { requireUserType } from "./access";

/**
 * A candidate or a company opened their dashboard (decision 0073). The first visit is stored
 * once; the greeting is `first` while it falls within the caller's current session (a reload of
 * that first sitting says the same), and `returning` in any session begun after it. Repeating the
 * call changes nothing.
 */
export async function recordDashboardVisit(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  userType: UserType,
): Promise<{ greeting: DashboardGreeting }> {
  const caller = requireUserType(actor, userType);
  await services.db
    .update(profiles)
    .set({ firstDashboardVisitAt: new Date() })
    .where(and(eq(profiles.id, caller.userId), isNull(profiles.firstDashboardVisitAt)));
  const [row] = await services.db
    .select({
      first: sql<boolean>`coalesce(${profiles.firstDashboardVisitAt} >= (
        select ${session.createdAt} from ${session} where ${session.id} = ${caller.sessionId}), false)`.mapWith(
        Boolean,
      ),
    })
    .from(profiles)
    .where(eq(profiles.id, caller.userId))
    .limit(1);
  return { greeting: row?.first ? "first" : "returning" };
}
