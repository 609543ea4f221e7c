import { eq } from "drizzle-orm";
import { networkInterviewQuestions } from "@shared/interviews/network-interview";
import type { Db } from "../client";
import {
  applications,
  auditLog,
  candidates,
  companyMembers,
  enterprises,
  interviews,
  jobPostings,
  profiles,
  workExperience,
  type InterviewQuestionSnapshot,
} from "../schema";
import { hashNewPassword } from "../../domain/accounts/create-credential-user";
import { createCandidateAccount } from "../../domain/accounts/register-candidate";
import { createCompanyAccount } from "../../domain/accounts/register-company";
import { writeCandidateSkills } from "../../domain/candidates/career/write-candidate-skills";
import { demoCandidates, demoCompanies } from "./demo-data";
import { seedDemoFairnessHistory } from "./seed-demo-fairness";
import { seedDemoTemplate } from "./seed-demo-templates";
import { seedDemoWorkspace, type SeededCompany } from "./seed-demo-workspace";

export interface SeedResult {
  seeded: boolean;
  companies: number;
  postings: number;
  candidates: number;
  applications: number;
  interviews: number;
  companyEmails: string[];
  candidateEmails: string[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The statuses the interviewed candidates' applications to postings without questions of their
 * own cycle through (they reuse the network interview); applying to a posting with questions
 * gives "interview_scheduled", and a candidate not yet interviewed waits as "pending". So My
 * Applications shows each badge, and every verified company has an applicant whose interview
 * is complete.
 */
const postingStatuses = ["completed", "reviewed", "rejected", "hired"] as const;

const networkSnapshot = (): InterviewQuestionSnapshot[] =>
  networkInterviewQuestions.map((text) => ({ text, type: "open-ended", timeLimitSeconds: 170 }));

/** "Tomás" -> "tomas": demo addresses stay plain ASCII. */
function mailbox(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export function candidateEmail(firstName: string, lastName: string): string {
  return `${mailbox(firstName)}.${mailbox(lastName)}@example.com`;
}

function companyContactEmail(company: { contactName: string; domain: string }): string {
  return `${mailbox(company.contactName.split(" ")[0] ?? "contact")}@${company.domain}`;
}

/**
 * Fills the database with the demo data set through the account domain functions. Idempotent:
 * a database that already holds the demo companies is left alone.
 */
export async function seedDemo(db: Db, password: string): Promise<SeedResult> {
  const firstCompany = demoCompanies[0]!;
  const [already] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      eq(enterprises.contactEmail, `${firstCompany.contactName.split(" ")[0]!.toLowerCase()}@${firstCompany.domain}`),
    );
  const result: SeedResult = {
    seeded: !already,
    companies: 0,
    postings: 0,
    candidates: 0,
    applications: 0,
    interviews: 0,
    companyEmails: [],
    candidateEmails: [],
  };
  if (already) return result;

  const passwordHash = await hashNewPassword(password);
  const now = Date.now();

  await db.transaction(async (tx) => {
    const postingIds: string[] = [];
    /** The questions of each posting that asks its own, as applying snapshots them. */
    const postingQuestions = new Map<string, InterviewQuestionSnapshot[]>();
    const verified: SeededCompany[] = [];
    for (const [index, company] of demoCompanies.entries()) {
      const contactEmail = companyContactEmail(company);
      const { enterpriseId, userId } = await createCompanyAccount(
        tx,
        {
          companyName: company.companyName,
          website: `https://${company.domain}`,
          linkedinProfile: "",
          industry: company.industry,
          size: company.size,
          contactName: company.contactName,
          contactEmail,
          contactPhone: "",
          description: company.description,
          password,
          termsAccepted: true,
          verificationDisclaimer: true,
        },
        passwordHash,
        { emailVerified: true },
      );
      await tx
        .update(enterprises)
        .set({
          location: company.location,
          verificationStatus: company.status,
          verifiedAt: company.status === "verified" ? new Date(now - (30 - index) * DAY) : null,
          reviewedAt: company.status === "verified" ? new Date(now - (30 - index) * DAY) : null,
          createdAt: new Date(now - (40 - index) * DAY),
        })
        .where(eq(enterprises.id, enterpriseId));
      // The Owner joined when the company registered (decision 0079).
      await tx
        .update(companyMembers)
        .set({ createdAt: new Date(now - (40 - index) * DAY) })
        .where(eq(companyMembers.enterpriseId, enterpriseId));
      if (company.status === "verified") {
        await tx.insert(auditLog).values({
          action: "company.approved",
          targetType: "enterprise",
          targetId: enterpriseId,
          details: { companyName: company.companyName, source: "seed" },
        });
      }
      result.companies += 1;
      result.companyEmails.push(contactEmail);
      if (company.status === "verified") verified.push({ enterpriseId, userId, companyName: company.companyName });
      for (const [postingIndex, posting] of company.postings.entries()) {
        const templateId = posting.template ? await seedDemoTemplate(tx, enterpriseId, posting.template) : null;
        const [row] = await tx
          .insert(jobPostings)
          .values({
            enterpriseId,
            title: posting.title,
            description: posting.description,
            location: posting.location,
            locationType: posting.locationType,
            department: posting.department,
            employmentType: posting.employmentType,
            salaryRange: posting.salaryRange,
            skills: posting.skills,
            status: posting.status,
            visibility: "public",
            interviewTemplateId: templateId,
            createdAt: new Date(now - (25 - index * 3 - postingIndex) * DAY),
          })
          .returning({ id: jobPostings.id, status: jobPostings.status });
        if (row && row.status === "active") postingIds.push(row.id);
        if (row && posting.template) postingQuestions.set(row.id, posting.template.questions);
        result.postings += 1;
      }
    }

    let postingApplications = 0;
    const interviewedCandidateIds: string[] = [];
    for (const [index, person] of demoCandidates.entries()) {
      const email = candidateEmail(person.firstName, person.lastName);
      const { userId, candidateId } = await createCandidateAccount(
        tx,
        {
          firstName: person.firstName,
          lastName: person.lastName,
          email,
          phone: `+1 555 010 ${String(1000 + index)}`,
          password,
          jobTitle: person.title,
          experience: person.experience,
          location: person.location,
          linkedin: `linkedin.com/in/${person.firstName}-${person.lastName}`.toLowerCase(),
          skills: person.skills.map(([name]) => name).join(", "),
          summary: person.summary,
          preferredRoles: person.preferredRoles,
          termsAccepted: true,
          smsConsent: true,
          marketingConsent: true,
        },
        passwordHash,
        { emailVerified: true },
      );
      const joined = new Date(now - (20 - index) * DAY);
      await tx.update(candidates).set({ createdAt: joined }).where(eq(candidates.id, candidateId));
      await tx.update(profiles).set({ publicProfileEnabled: person.publicProfile }).where(eq(profiles.id, userId));
      await writeCandidateSkills(
        tx,
        candidateId,
        person.skills.map(([name, yearsExperience]) => ({ name, yearsExperience })),
      );
      await tx.insert(workExperience).values(
        person.work.map((job) => ({
          candidateId,
          position: job.position,
          companyName: job.company,
          startDate: job.start,
          endDate: job.end,
          description: job.description,
        })),
      );
      result.candidates += 1;
      result.candidateEmails.push(email);
      result.applications += 1;

      const [network] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.candidateId, candidateId));
      if (!network) continue;
      if (!person.interview) {
        // Invited but not yet recorded: an upcoming interview. They have applied to one open
        // role with their resume alone, which waits ("pending") for the interview.
        await tx.insert(interviews).values({
          applicationId: network.id,
          interviewDate: new Date(now + (index + 1) * DAY),
          questions: networkSnapshot(),
        });
        await tx.update(applications).set({ status: "interview_scheduled" }).where(eq(applications.id, network.id));
        result.interviews += 1;
        const waiting = postingIds.find((postingId) => !postingQuestions.has(postingId));
        if (waiting) {
          await tx.insert(applications).values({
            candidateId,
            jobPostingId: waiting,
            status: "pending",
            createdAt: new Date(joined.getTime() + DAY),
          });
          result.applications += 1;
        }
        continue;
      }
      // Recorded later by seedDemoMedia through the recorder's own pipeline, which completes
      // the interview and its application as of this date.
      const interviewedAt = new Date(joined.getTime() + 2 * DAY);
      await tx.insert(interviews).values({
        applicationId: network.id,
        interviewDate: interviewedAt,
        questions: networkSnapshot(),
        score: person.interview.score,
        feedback: person.interview.feedback,
        aiFeedback: { summary: person.interview.feedback, source: "demo" },
      });
      await tx.update(applications).set({ status: "interview_scheduled" }).where(eq(applications.id, network.id));
      result.interviews += 1;
      interviewedCandidateIds.push(candidateId);

      // Interviewed candidates apply to a few open roles; across them every status shows up.
      const picks = postingIds.filter((_, i) => (i + index) % 3 === 0).slice(0, 3);
      for (const [pickIndex, postingId] of picks.entries()) {
        const questions = postingQuestions.get(postingId);
        let status: NonNullable<(typeof applications.$inferInsert)["status"]> = "interview_scheduled";
        if (!questions) {
          status = postingStatuses[postingApplications % postingStatuses.length]!;
          postingApplications += 1;
        }
        const appliedAt = new Date(interviewedAt.getTime() + (pickIndex + 1) * DAY);
        const [application] = await tx
          .insert(applications)
          .values({
            candidateId,
            jobPostingId: postingId,
            status,
            hiredStatus: status === "hired" ? "hired" : status === "rejected" ? "not_hired" : null,
            notHiredReason: status === "rejected" ? "position_filled" : null,
            createdAt: appliedAt,
          })
          .returning({ id: applications.id });
        if (questions && application) {
          // As applying does: a pending interview of its own, asking a copy of the posting's questions.
          await tx.insert(interviews).values({
            applicationId: application.id,
            interviewDate: new Date(now + (pickIndex + 2) * DAY),
            questions,
          });
          result.interviews += 1;
        }
        result.applications += 1;
      }
    }

    for (const company of verified) {
      await seedDemoWorkspace(tx, company, new Date(now), interviewedCandidateIds);
      result.postings += 1;
      const history = await seedDemoFairnessHistory(tx, company, new Date(now), password, passwordHash);
      result.candidates += history;
      result.applications += history;
    }
  });
  return result;
}
