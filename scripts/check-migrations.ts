import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates
 * into a scratch copy of the migrations, and any new file means a migration is missing.
 */
const committed = "src/server/db/migrations";
// drizzle-kit reads `out` relative to the project, so the scratch copy lives inside it.
await fs.mkdir(".tmp", { recursive: true });
const scratch = path.relative(process.cwd(), await fs.mkdtemp(path.join(".tmp", "migration-check-")));
try {
  await fs.cp(committed, scratch, { recursive: true });
  const before = new Set(await fs.readdir(scratch));
  const result = spawnSync("npx", ["drizzle-kit", "generate"], {
    env: { ...process.env, DRIZZLE_OUT: scratch },
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  // drizzle-kit can print an error and still exit 0: trust only its own words.
  if (result.status !== 0 || /Error|ENOENT/.test(output)) {
    console.error(output);
    console.error("drizzle-kit could not compare the schema with the migrations.");
    process.exitCode = 1;
  }
  const added = (await fs.readdir(scratch)).filter((name) => !before.has(name));
  if (process.exitCode) {
    // Reported above.
  } else if (added.length > 0) {
    console.error(
      `The schema has changes with no migration (${added.join(", ")}). Run \`npm run db:generate\` and commit the result.`,
    );
    process.exitCode = 1;
  } else {
    console.log("Schema and committed migrations agree.");
  }
} finally {
  await fs.rm(scratch, { recursive: true, force: true });
}
