import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { run } from "./run-step";

/**
 * Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates
 * into a scratch copy of the migrations, and any new file means a migration is missing.
 */
const committed = path.resolve("src/server/db/migrations");
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-migrations-"));
try {
  await fs.cp(committed, scratch, { recursive: true });
  const before = new Set(await fs.readdir(scratch));
  const code = await run("npx", ["drizzle-kit", "generate"], { DRIZZLE_OUT: scratch });
  if (code !== 0) process.exit(code);
  const added = (await fs.readdir(scratch)).filter((name) => !before.has(name));
  if (added.length > 0) {
    console.error(
      `The schema has changes with no migration (${added.join(", ")}). Run \`npm run db:generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log("Schema and committed migrations agree.");
} finally {
  await fs.rm(scratch, { recursive: true, force: true });
}
