import type { FastifyInstance } from "fastify";
import { meContract, registerCandidateContract, registerCompanyContract } from "@shared/accounts/contracts";
import { requireSignedIn } from "../../domain/accounts/access";
import { getMe } from "../../domain/accounts/get-me";
import { registerCandidate } from "../../domain/accounts/register-candidate";
import { registerCompany } from "../../domain/accounts/register-company";
import { perAccount, perIp } from "../../plugins/rate-limits";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

export async function accountRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const signUpLimits = { config: perIp(10, "10 minutes"), preHandler: perAccount(app, 3, "10 minutes") };

  route(app, registerCandidateContract, ({ body }) => registerCandidate(services, body), signUpLimits);
  route(app, registerCompanyContract, ({ body }) => registerCompany(services, body), signUpLimits);
  route(app, meContract, async ({ actor }) => getMe(services, requireSignedIn(actor)));
}
