import type { FastifyInstance } from "fastify";
import {
  getCompanySettingsContract,
  updateCompanyNotificationsContract,
  updateCompanySettingsContract,
} from "@shared/companies/contracts";
import { getCompanyRetentionContract, updateCompanyRetentionContract } from "@shared/companies/retention-contracts";
import { getCompanyRetention, updateCompanyRetention } from "../../domain/companies/company-retention";
import { getCompanySettings } from "../../domain/companies/get-company-settings";
import { updateCompanyNotifications } from "../../domain/companies/update-company-notifications";
import { updateCompanySettings } from "../../domain/companies/update-company-settings";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

export async function companyRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getCompanySettingsContract, ({ actor }) => getCompanySettings(services, actor));
  route(app, updateCompanySettingsContract, ({ actor, body }) => updateCompanySettings(services, actor, body));
  route(app, updateCompanyNotificationsContract, ({ actor, body }) =>
    updateCompanyNotifications(services, actor, body),
  );
  route(app, getCompanyRetentionContract, ({ actor }) => getCompanyRetention(services, actor));
  route(app, updateCompanyRetentionContract, ({ actor, body }) => updateCompanyRetention(services, actor, body));
}
