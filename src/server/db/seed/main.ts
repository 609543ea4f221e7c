import { ConfigError, loadConfig } from "../../config";
import { DataDirLockedError } from "../data-dir-lock";
import { openConfiguredDatabase } from "../open-database";
import { createBlobStore } from "../../plugins/storage/create-blob-store";
import { demoPassword } from "./demo-password";
import { seedDemo } from "./seed-demo";
import { seedDemoMedia } from "./seed-demo-media";

// `npm run seed`: the demo data set. On PGlite it takes the data-directory lock, so it refuses
// to run beside a server on the same directory (stop the server, seed, start again).

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  try {
    const password = await demoPassword(config.dataDir);
    const result = await seedDemo(opened.database.db, password);
    // Resumes and recordings are made for whatever lacks them, so an older seeded database gains them too.
    const media = await seedDemoMedia(opened.database.db, createBlobStore(config.storage), { path: config.ffmpegPath });
    if (media.resumes > 0 || media.recordings > 0) {
      console.log(`Stored ${media.resumes} resumes and ${media.recordings} interview recordings (made with ffmpeg).`);
    }
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
    await opened.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error("Seeding failed:", error);
  process.exit(1);
});
