import { and, asc, eq, inArray } from "drizzle-orm";
import { pipelineStatusValues } from "@shared/candidates/pipeline-status-contracts";
import type { DbOrTx } from "../client";
import {
  applications,
  candidateInvitations,
  candidateNotes,
  candidatePipelineStatuses,
  candidates,
  jobPostings,
} from "../schema";
import type { DemoPosting } from "./demo-data";
import { demoWorkspaces } from "./demo-workspace-data";
import { seedDemoTemplate } from "./seed-demo-templates";

export interface SeededCompany {
  enterpriseId: string;
  /** The company's contact, who writes the notes and sends the invitation. */
  userId: string;
  companyName: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** The pipeline stages the demo spreads over a company's first pool candidates. */
const demoPipeline = pipelineStatusValues.filter((status) => status !== "pending");

/**
 * What a verified demo company has done in its workspace, written once the candidates exist: a
 * template attached to an internal posting (internal postings take no applications from the
 * board, so no interview needs its snapshot), team notes on its first applicants (in turn), pipeline stages
 * for a few candidates of its pool and one invitation to an open posting a candidate has not
 * applied to. Plain inserts, following the rules the domain functions enforce.
 */
export async function seedDemoWorkspace(
  tx: DbOrTx,
  company: SeededCompany,
  now: Date,
  interviewedCandidateIds: readonly string[],
): Promise<void> {
  const workspace = demoWorkspaces[company.companyName];
  if (!workspace) return;
  const templateId = await seedDemoTemplate(tx, company.enterpriseId, workspace.template);
  await insertInternalPosting(tx, company, workspace.internalPosting, templateId, new Date(now.getTime() - 5 * DAY));

  const applicants = await tx
    .select({ id: applications.id, candidateId: applications.candidateId, createdAt: applications.createdAt })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(eq(jobPostings.enterpriseId, company.enterpriseId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const notes = workspace.notes.flatMap((body, index) => {
    const application = applicants[index % Math.max(applicants.length, 1)];
    if (!application) return [];
    const createdAt = new Date(Math.min(application.createdAt.getTime() + 3_600_000, now.getTime()));
    return [{ ...company, body, applicationId: application.id, candidateId: application.candidateId, createdAt }];
  });
  if (notes.length > 0) {
    await tx.insert(candidateNotes).values(
      notes.map((note) => ({
        enterpriseId: note.enterpriseId,
        candidateId: note.candidateId,
        applicationId: note.applicationId,
        authorId: note.userId,
        body: note.body,
        createdAt: note.createdAt,
      })),
    );
  }

  // The pool: candidates whose network interview the seed records (seedDemoMedia completes it
  // once this transaction has committed). Every demo account is verified and visible to all
  // employers, so the pool rule holds for them.
  const pool =
    interviewedCandidateIds.length === 0
      ? []
      : await tx
          .select({ candidateId: candidates.id })
          .from(candidates)
          .where(and(inArray(candidates.id, [...interviewedCandidateIds]), eq(candidates.employerVisibility, "all")))
          .orderBy(asc(candidates.createdAt), asc(candidates.id));
  if (pool.length > 0) {
    await tx.insert(candidatePipelineStatuses).values(
      demoPipeline.slice(0, pool.length).map((status, index) => ({
        enterpriseId: company.enterpriseId,
        candidateId: pool[index]!.candidateId,
        status,
        updatedBy: company.userId,
        updatedAt: now,
      })),
    );
  }
  await inviteOnePoolCandidate(
    tx,
    company,
    pool.map((row) => row.candidateId),
    now,
  );
}

async function insertInternalPosting(
  tx: DbOrTx,
  company: SeededCompany,
  posting: Omit<DemoPosting, "status">,
  templateId: string,
  createdAt: Date,
): Promise<void> {
  await tx.insert(jobPostings).values({
    enterpriseId: company.enterpriseId,
    ...posting,
    status: "active",
    visibility: "internal",
    interviewTemplateId: templateId,
    createdAt,
  });
}

/** The first pool candidate who has not applied to the company's first open public posting is invited to it. */
async function inviteOnePoolCandidate(tx: DbOrTx, company: SeededCompany, pool: string[], now: Date): Promise<void> {
  const [posting] = await tx
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(
      and(
        eq(jobPostings.enterpriseId, company.enterpriseId),
        eq(jobPostings.status, "active"),
        eq(jobPostings.visibility, "public"),
      ),
    )
    .orderBy(asc(jobPostings.createdAt))
    .limit(1);
  if (!posting || pool.length === 0) return;
  const applied = await tx
    .select({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.jobPostingId, posting.id), inArray(applications.candidateId, pool)));
  const candidateId = pool.find((id) => !applied.some((row) => row.candidateId === id));
  if (!candidateId) return;
  await tx
    .insert(candidateInvitations)
    .values({ jobPostingId: posting.id, candidateId, invitedBy: company.userId, createdAt: now });
}
