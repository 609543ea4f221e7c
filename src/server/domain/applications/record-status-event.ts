import type { DbOrTx } from "../../db/client";
import type { ApplicationStatus } from "@shared/applications/company-application-contracts";
import { applicationStatusEvents } from "../../db/schema";

/** Notes a status an application moved to; call it inside the transaction that changed the status. */
export async function recordStatusEvent(
  tx: DbOrTx,
  applicationId: string,
  status: ApplicationStatus,
  at: Date = new Date(),
): Promise<void> {
  await tx.insert(applicationStatusEvents).values({ applicationId, status, createdAt: at });
}
