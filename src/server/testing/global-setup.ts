import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/client";
import { createTemplateDatabase } from "./postgres-template";
import { installTaskSchema } from "../plugins/tasks/task-queue";

/**
 * Migrates the schema once per run and hands each test file a copy:
 * a PGlite data-directory dump, or (with TEST_DATABASE_URL) a Postgres template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-test-"));
  const handle = await openPglite({});
  await handle.migrate();
  await installTaskSchema(handle);
  if (handle.kind !== "pglite") throw new Error("unreachable");
  const dump = await handle.lite.dumpDataDir("none");
  await handle.close();
  const dumpFile = path.join(dir, "template.tar");
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", dumpFile);

  let dropTemplate: (() => Promise<void>) | undefined;
  const url = process.env.TEST_DATABASE_URL;
  const wantsPostgres = !process.env.TEST_DRIVERS || process.env.TEST_DRIVERS.includes("postgres");
  if (url && wantsPostgres) {
    const template = await createTemplateDatabase(url);
    project.provide("postgresTemplate", template.name);
    dropTemplate = template.drop;
  } else {
    project.provide("postgresTemplate", "");
  }

  return async () => {
    await dropTemplate?.();
    await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
