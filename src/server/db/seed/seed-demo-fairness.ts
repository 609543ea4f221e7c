import { and, eq } from "drizzle-orm";
import type { RaceEthnicityCategory, SexCategory } from "@shared/fairness/self-identification";
import type { DbOrTx } from "../client";
import { applicationStatusEvents, applications, candidateSelfIdentifications, jobPostings } from "../schema";
import { createCandidateAccount } from "../../domain/accounts/register-candidate";
import type { SeededCompany } from "./seed-demo-workspace";

const DAY = 24 * 60 * 60 * 1000;

/** The company whose fairness report has a history, and the closed posting its past applicants applied to. */
export const demoFairnessHistory = {
  companyName: "Lumen Labs",
  postingTitle: "Research Engineer, Evaluation Infrastructure",
  /**
   * Decisions in each of the three months before the seed's, oldest first: a company's report
   * counts a closed month of at least 20 decisions (decision 0071), so the first two are counted
   * and the third is left out, saying why.
   */
  decisionsPerMonth: [26, 24, 9],
} as const;

const firstNames = [
  "Avery",
  "Jordan",
  "Riley",
  "Morgan",
  "Casey",
  "Quinn",
  "Harper",
  "Rowan",
  "Emerson",
  "Skyler",
  "Dakota",
  "Reese",
  "Finley",
  "Sawyer",
];
const lastNames = ["Okafor", "Lindqvist", "Moreau", "Tanaka", "Castillo"];

/** Their voluntary answers, in turn: most answered, a few preferring not to say or not answering. */
const sexes: (SexCategory | null)[] = ["female", "male", "male", "female", "female", "male", "prefer_not_to_say"];
const races: (RaceEthnicityCategory | null)[] = [
  "white",
  "asian",
  "black_or_african_american",
  "white",
  "hispanic_or_latino",
  "asian",
  "two_or_more_races",
  "white",
  null,
];

function monthStart(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/**
 * The demo company's past hiring round, so its fairness report shows something: past applicants
 * to its closed posting, each with their answers, decided (a third hired) on days spread over
 * the three months before `now`, each decision with the status events the product writes (applied,
 * then hired or not). Plain inserts through the account function, like the rest of the seed.
 * Returns how many candidates (and applications) it added.
 */
export async function seedDemoFairnessHistory(
  tx: DbOrTx,
  company: SeededCompany,
  now: Date,
  password: string,
  passwordHash: string,
): Promise<number> {
  if (company.companyName !== demoFairnessHistory.companyName) return 0;
  const [posting] = await tx
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(
      and(eq(jobPostings.enterpriseId, company.enterpriseId), eq(jobPostings.title, demoFairnessHistory.postingTitle)),
    );
  if (!posting) return 0;
  const months = demoFairnessHistory.decisionsPerMonth;
  await tx
    .update(jobPostings)
    .set({ createdAt: new Date(monthStart(now, months.length).getTime() - 20 * DAY) })
    .where(eq(jobPostings.id, posting.id));

  let person = 0;
  for (const [index, decisions] of months.entries()) {
    const start = monthStart(now, months.length - index);
    for (let slot = 0; slot < decisions; slot += 1, person += 1) {
      const firstName = firstNames[person % firstNames.length]!;
      const lastName = lastNames[Math.floor(person / firstNames.length) % lastNames.length]!;
      const { candidateId } = await createCandidateAccount(
        tx,
        {
          firstName,
          lastName,
          email: `${firstName}.${lastName}@example.net`.toLowerCase(),
          phone: `+1 555 020 ${String(1000 + person)}`,
          password,
          jobTitle: "Research Engineer",
          experience: "mid",
          location: "United States",
          linkedin: "",
          skills: "Python, Kubernetes",
          summary: "Applied to Lumen Labs' evaluation infrastructure round; part of the demo's hiring history.",
          preferredRoles: "Research Engineer",
          termsAccepted: true,
          smsConsent: true,
          marketingConsent: true,
        },
        passwordHash,
        { emailVerified: true },
      );
      const sex = sexes[person % sexes.length]!;
      const race = races[person % races.length]!;
      if (sex || race) await tx.insert(candidateSelfIdentifications).values({ candidateId, sex, raceEthnicity: race });
      const decidedAt = new Date(start.getTime() + Math.floor((slot * 27) / decisions) * DAY + 15 * 3_600_000);
      const appliedAt = new Date(decidedAt.getTime() - 9 * DAY);
      // A third hired; of those preferring not to say, none (so no count of theirs is 1 to 4 and
      // hides a neighbour's by complementary suppression: the demo's sex table shows its rates).
      const hired = person % 3 === 1 && sex !== "prefer_not_to_say";
      const status = hired ? "hired" : "rejected";
      const [application] = await tx
        .insert(applications)
        .values({
          candidateId,
          jobPostingId: posting.id,
          status,
          hiredStatus: hired ? "hired" : "not_hired",
          notHiredReason: hired ? null : "position_filled",
          createdAt: appliedAt,
          updatedAt: decidedAt,
        })
        .returning({ id: applications.id });
      await tx.insert(applicationStatusEvents).values([
        { applicationId: application!.id, status: "pending", createdAt: appliedAt },
        { applicationId: application!.id, status, createdAt: decidedAt },
      ]);
    }
  }
  return person;
}
