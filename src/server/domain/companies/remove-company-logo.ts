import type { CompanySettingsView } from "@shared/companies/contracts";
import type { Actor } from "../../plugins/auth/actor";
import { deleteBlobsQuietly } from "../../plugins/storage/delete-blobs-quietly";
import type { AppServices } from "../../services";
import { settingsViewOf } from "./get-company-settings";
import { requireCompany } from "./require-company";
import { setCompanyLogoFile } from "./set-company-logo-file";

/** Removes the company's logo: the row in one transaction, the blob after the commit. */
export async function removeCompanyLogo(
  services: Pick<AppServices, "db" | "blobs" | "log" | "sessions">,
  actor: Actor | null,
): Promise<CompanySettingsView> {
  const { company } = await requireCompany(services, actor, { may: "settings", verified: false });
  const { updated, oldKey } = await services.db.transaction((tx) => setCompanyLogoFile(tx, company.id, null));
  if (oldKey) await deleteBlobsQuietly(services, [oldKey], "a logo");
  return settingsViewOf(updated);
}
