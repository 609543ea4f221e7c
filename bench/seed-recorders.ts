import { candidateApplicationSchema } from "../src/shared/accounts/candidate-application";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-database";
import { demoPassword } from "../src/server/db/seed/demo-password";
import { hashNewPassword } from "../src/server/domain/accounts/create-credential-user";
import { createCandidateAccount } from "../src/server/domain/accounts/register-candidate";
import { recorderEmail } from "./recording-client";

// The recording benchmark's candidates: one per recording (a completed interview cannot record
// again), verified, with the data directory's demo password. Run before the server starts (on
// PGlite the data-directory lock allows one process). Usage: seed-recorders.ts <runId> <count>;
// the addresses are bench-<runId>-<n>@example.com.

const [runId, count] = process.argv.slice(2);
if (!runId || !count) throw new Error("usage: seed-recorders.ts <runId> <count>");
const config = loadConfig();
const opened = await openConfiguredDatabase(config);
try {
  const password = await demoPassword(config.dataDir);
  const hash = await hashNewPassword(password);
  for (let index = 0; index < Number(count); index += 1) {
    const input = candidateApplicationSchema.parse({
      firstName: "Bench",
      lastName: `Recorder ${index}`,
      email: recorderEmail(runId, index),
      phone: "+44 20 7946 0958",
      password,
      jobTitle: "Benchmark",
      experience: "senior",
      location: "Nowhere",
      linkedin: "linkedin.com/in/bench",
      skills: "Recording",
      summary: "A candidate the recording benchmark creates to upload and finish interviews.",
      preferredRoles: "Benchmark",
      termsAccepted: true,
      smsConsent: true,
      marketingConsent: true,
    });
    await opened.database.db.transaction((tx) => createCandidateAccount(tx, input, hash, { emailVerified: true }));
  }
} finally {
  await opened.close();
}
