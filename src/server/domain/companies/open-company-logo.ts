import { eq } from "drizzle-orm";
import { logoMessages } from "@shared/companies/logo-contracts";
import { enterprises, files } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { BlobKey } from "../../plugins/storage/blob-store";
import type { BlobDownload } from "../../plugins/storage/blob-download";
import type { AppServices } from "../../services";
import { notFound } from "../../errors";

/** A URL names one logo (its `v` is the file id), so a browser may keep it a while. */
const LOGO_CACHE_CONTROL = "private, max-age=3600";

/**
 * Nothing but the picture: the file is always a PNG the server drew, and this keeps even a
 * direct visit from running or loading anything (decision 0036).
 */
const LOGO_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; sandbox";

/**
 * A company's logo. Candidates see the logos of verified companies beside their postings, so
 * anyone may fetch a verified company's logo, as anyone may read its name on the job board. The
 * company itself and admins see it in any state; everyone else gets the same 404 as a company
 * without a logo.
 */
export async function openCompanyLogo(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  companyId: string,
): Promise<BlobDownload> {
  const [row] = await services.db
    .select({ status: enterprises.verificationStatus, key: files.storageKey })
    .from(enterprises)
    .innerJoin(files, eq(files.id, enterprises.logoFileId))
    .where(eq(enterprises.id, companyId))
    .limit(1);
  if (!row || !(await maySee(services, actor, companyId, row.status))) throw notFound(logoMessages.notFound);
  return {
    key: row.key as BlobKey,
    filename: "logo.png",
    missingMessage: logoMessages.notFound,
    disposition: "inline",
    cacheControl: LOGO_CACHE_CONTROL,
    contentSecurityPolicy: LOGO_CONTENT_SECURITY_POLICY,
  };
}

async function maySee(
  services: Pick<AppServices, "sessions">,
  actor: Actor | null,
  companyId: string,
  status: string,
): Promise<boolean> {
  if (status === "verified") return true;
  if (!actor) return false;
  if (actor.isAdmin) return true;
  if (actor.userType !== "enterprise") return false;
  const { company } = await services.sessions.accountOf(actor);
  return company?.id === companyId;
}
