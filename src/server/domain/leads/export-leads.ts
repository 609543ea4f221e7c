import type { LeadKind } from "@shared/leads/admin-contracts";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { CSV_BOM, csvRow } from "./csv";
import { leadSource } from "./lead-sources";

const BATCH_SIZE = 500;

export interface LeadExport {
  filename: string;
  /** The CSV text, a header row then one row per lead, newest first; produced as it is read. */
  chunks: AsyncGenerator<string>;
}

/**
 * Every row of one lead list as CSV, read in batches so a long list is never held in memory.
 * Authorisation happens here, before the first byte, so a refused caller gets a normal error.
 */
export function exportLeads(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  kind: LeadKind,
  now: Date = new Date(),
): LeadExport {
  requireAdmin(actor);
  const source = leadSource(kind);
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(source.csv.map((column) => column.header));
    for await (const batch of source.batches(services.db, BATCH_SIZE)) {
      yield batch.map((item) => csvRow(source.csv.map((column) => column.value(item)))).join("");
    }
  }
  return { filename: `onetake-${kind}-${now.toISOString().slice(0, 10)}.csv`, chunks: chunks() };
}
