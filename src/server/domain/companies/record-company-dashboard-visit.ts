import type { DashboardGreeting } from "@shared/accounts/dashboard-greeting";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { recordDashboardVisit } from "../accounts/record-dashboard-visit";
import { requireCompany } from "./require-company";

/** A company opened its dashboard, in any verification state (decision 0073); admins have none. */
export async function recordCompanyDashboardVisit(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<{ greeting: DashboardGreeting }> {
  const { actor: company } = await requireCompany(services, actor, { may: "workspace", verified: false });
  return recordDashboardVisit(services, company, "enterprise");
}
