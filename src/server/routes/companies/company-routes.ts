import type { FastifyInstance } from "fastify";
import {
  getCompanySettingsContract,
  getMemberNotificationsContract,
  updateCompanyNotificationsContract,
  updateCompanySettingsContract,
} from "@shared/companies/contracts";
import { getCompanyRetentionContract, updateCompanyRetentionContract } from "@shared/companies/retention-contracts";
import { getCompanyRetention, updateCompanyRetention } from "../../domain/companies/company-retention";
import { getCompanySettings } from "../../domain/companies/get-company-settings";
import { updateCompanySettings } from "../../domain/companies/update-company-settings";
import { getMemberNotifications, updateMemberNotifications } from "../../domain/companies/members/member-notifications";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

export async function companyRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getCompanySettingsContract, ({ actor }) => getCompanySettings(services, actor));
  route(app, updateCompanySettingsContract, ({ actor, body }) => updateCompanySettings(services, actor, body));
  route(app, getMemberNotificationsContract, ({ actor }) => getMemberNotifications(services, actor));
  route(app, updateCompanyNotificationsContract, ({ actor, body }) => updateMemberNotifications(services, actor, body));
  route(app, getCompanyRetentionContract, ({ actor }) => getCompanyRetention(services, actor));
  route(app, updateCompanyRetentionContract, ({ actor, body }) => updateCompanyRetention(services, actor, body));
}
