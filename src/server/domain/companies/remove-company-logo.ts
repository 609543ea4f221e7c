import { eq } from "drizzle-orm";
import { COMPANY_NOT_FOUND, type CompanySettingsView } from "@shared/companies/contracts";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { notFound } from "../errors";
import { settingsViewOf } from "./get-company-settings";
import { requireCompany } from "./require-company";
import { deleteQuietly, removeLogoRow } from "./upload-company-logo";

/** Removes the company's logo: the row in one transaction, the blob after the commit. */
export async function removeCompanyLogo(
  services: Pick<AppServices, "db" | "blobs" | "log" | "sessions">,
  actor: Actor | null,
): Promise<CompanySettingsView> {
  const { company } = await requireCompany(services, actor, { verified: false });
  const { updated, oldKey } = await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logoFileId: enterprises.logoFileId })
      .from(enterprises)
      .where(eq(enterprises.id, company.id))
      .for("update");
    if (!current) throw notFound(COMPANY_NOT_FOUND);
    const [row] = await tx
      .update(enterprises)
      .set({ logoFileId: null, updatedAt: new Date() })
      .where(eq(enterprises.id, company.id))
      .returning();
    const key = current.logoFileId ? await removeLogoRow(tx, current.logoFileId) : null;
    return { updated: row!, oldKey: key };
  });
  if (oldKey) await deleteQuietly(services, [oldKey]);
  return settingsViewOf(updated);
}
