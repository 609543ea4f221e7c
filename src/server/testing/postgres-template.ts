import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgres } from "../db/client";
import { installTaskSchema } from "../plugins/tasks/task-queue";

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates a template database; each test file then clones it (CREATE DATABASE ... TEMPLATE). */
export async function createTemplateDatabase(base: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `onetake_tpl_${randomBytes(4).toString("hex")}`;
  await admin(base, (c) => c.query(`create database ${name}`));
  const handle = openPostgres(databaseUrl(base, name), 2);
  await handle.migrate();
  await installTaskSchema(handle);
  await handle.close();
  return {
    name,
    drop: () => admin(base, (c) => c.query(`drop database if exists ${name}`)).then(() => undefined),
  };
}

export async function cloneTemplateDatabase(
  base: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `onetake_test_${randomBytes(6).toString("hex")}`;
  await admin(base, (c) => c.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(base, name),
    drop: () => admin(base, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
