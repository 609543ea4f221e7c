import { ConfigError, loadConfig } from "../../config";
import { DataDirLockedError } from "../data-dir-lock";
import { openConfiguredDatabase } from "../open-database";
import { buildApp } from "../../app";
import { demoPassword } from "./demo-password";
import { emptyDatabase } from "./empty-database";
import { seedDemo } from "./seed-demo";
import { seedDemoMedia } from "./seed-demo-media";

// `npm run seed`: the demo data set. On PGlite it takes the data-directory lock, so it refuses
// to run beside a server on the same directory (stop the server, seed, start again). It adds to
// what the database holds; `npm run seed -- --from-empty` first empties the database and the
// stored files (development only).

const fromEmpty = process.argv.slice(2).includes("--from-empty");

async function main(): Promise<void> {
  const config = loadConfig();
  if (fromEmpty && config.isProduction) {
    console.error("--from-empty deletes every row and stored file; it is refused when NODE_ENV is production.");
    process.exit(1);
  }
  const startedAt = performance.now();
  const opened = await openConfiguredDatabase(config);
  // The server's own services (no worker, no listening): recordings go through its pipeline.
  const app = await buildApp({ config, database: opened.database, startWorker: false, logger: false });
  try {
    if (fromEmpty) {
      const emptied = await emptyDatabase(app.services);
      console.log(`Emptied ${emptied.tables} tables and deleted ${emptied.blobs} stored files.`);
    }
    const password = await demoPassword(config.dataDir);
    const result = await seedDemo(opened.database.db, password);
    // Resumes and recordings are made for whatever lacks them, so an older seeded database gains them too.
    const mediaStartedAt = performance.now();
    const media = await seedDemoMedia(app.services);
    const mediaSeconds = ((performance.now() - mediaStartedAt) / 1000).toFixed(1);
    if (media.resumes > 0 || media.recordings > 0) {
      console.log(
        `Stored ${media.resumes} resumes and recorded ${media.recordings} interviews ` +
          `(answers spoken by flite, sent through the recorder's pipeline) in ${mediaSeconds} s.`,
      );
    }
    if (media.toneRecordings > 0) {
      console.log(
        `flite is not installed, so ${media.toneRecordings} demo interviews hold a tone instead of speech ` +
          "(install flite, then run `npm run seed -- --from-empty`).",
      );
    }
    if (media.recordings > 0) console.log(evaluationNote(config.ai.kind));
    if (!result.seeded) {
      console.log("The demo data set is already in this database; nothing more to do.");
      return;
    }
    console.log(
      `Seeded ${result.companies} companies, ${result.postings} job postings, ${result.candidates} candidates, ` +
        `${result.applications} applications and ${result.interviews} interviews.`,
    );
    console.log(`Demo accounts, all with the password ${password}:`);
    console.log(`  companies:  ${result.companyEmails.join(", ")}`);
    console.log(`  candidates: ${result.candidateEmails.join(", ")}`);
  } finally {
    await app.close();
    await opened.close();
    console.log(`Took ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
  }
}

/** What the seeded interviews' evaluations will show: they run when the server starts (decision 0078). */
function evaluationNote(provider: "offline" | "openai"): string {
  return provider === "openai"
    ? "Their AI evaluations are queued: the server runs them with the configured AI provider when it starts, " +
        "and companies then see scored feedback with quotes."
    : "Their evaluations are queued for the offline provider, which measures speaking time and writes a rough " +
        "transcript but gives no scores: set AI_BASE_URL and AI_API_KEY, then seed from empty, for scored feedback.";
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error("Seeding failed:", error);
  process.exit(1);
});
