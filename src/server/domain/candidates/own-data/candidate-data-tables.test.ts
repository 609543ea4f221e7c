import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import { CANDIDATE_DATA_TABLES, OTHER_PARTIES_TABLES } from "./candidate-data-tables";

const configs = (Object.values(schema) as unknown[]).flatMap((value) =>
  is(value, PgTable) ? [getTableConfig(value)] : [],
);

function referencedTables(config: ReturnType<typeof getTableConfig>) {
  return config.foreignKeys.map((fk) => {
    const reference = fk.reference();
    return { to: getTableConfig(reference.foreignTable).name, onDelete: fk.onDelete ?? "no action" };
  });
}

describe("the list of a candidate's tables (export and deletion)", () => {
  it("names each listed table by its SQL name", () => {
    for (const [name, entry] of Object.entries(CANDIDATE_DATA_TABLES)) {
      expect(getTableConfig(entry.table).name).toBe(name);
    }
  });

  it("lists every table that references a candidate's table, or says whose data it is", () => {
    const listed = new Set(Object.keys(CANDIDATE_DATA_TABLES));
    const unlisted = configs
      .filter((config) => !listed.has(config.name) && !(config.name in OTHER_PARTIES_TABLES))
      .filter((config) => referencedTables(config).some((ref) => listed.has(ref.to)))
      .map((config) => config.name);
    // A new table here holds candidate data: add it to CANDIDATE_DATA_TABLES (exported, deleted)
    // or, if it is another party's, to OTHER_PARTIES_TABLES with the reason.
    expect(unlisted).toEqual([]);
  });

  it("reaches every listed table from the user row by ON DELETE CASCADE, except files (deleted with their blobs) and match scores (by a trigger)", () => {
    const cascaded = new Set(["user"]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const config of configs) {
        if (cascaded.has(config.name) || !(config.name in CANDIDATE_DATA_TABLES)) continue;
        if (referencedTables(config).some((ref) => cascaded.has(ref.to) && ref.onDelete === "cascade")) {
          cascaded.add(config.name);
          grew = true;
        }
      }
    }
    const notCascaded = Object.keys(CANDIDATE_DATA_TABLES).filter((name) => !cascaded.has(name));
    // match_scores: a trigger on candidates deletes them (migration 0038); the account deletion
    // test checks that no row is left.
    expect(notCascaded).toEqual(["files", "match_scores"]);
  });
});
