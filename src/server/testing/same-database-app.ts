import { openPostgres, type DatabaseHandle } from "../db/client";
import { testAppOn, type TestApp, type TestAppOptions } from "./test-app";

/**
 * A second app server on the first's database, with a data directory of its own, as a deployment
 * of several servers has (decision 0074). On PostgreSQL it has its own pool; PGlite is one
 * process's, so there the two apps share its handle, which the first app closes.
 */
export async function appOnSameDatabase(
  first: TestApp,
  options: Omit<TestAppOptions, "driver"> = {},
): Promise<TestApp> {
  const database: DatabaseHandle =
    first.database.kind === "postgres"
      ? openPostgres(first.database.url, 4)
      : { ...first.database, close: () => Promise.resolve() };
  return testAppOn(database, first.database.kind, options);
}
