import { and, asc, eq } from "drizzle-orm";
import { NETWORK_RUBRIC, NEVER_SCORED, type QuestionRubric } from "@shared/evaluation/rubric";
import type { ContractResponse } from "@shared/http/contract";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { getPostingAiNoticeContract } from "@shared/postings/ai-notice-contracts";
import type { DbOrTx } from "../../db/client";
import { enterprises, interviewQuestions, jobPostings } from "../../db/schema";
import type { AppServices } from "../../services";
import { notFound } from "../../errors";
import { effectiveRubric } from "../interviews/templates/template-view";
import { onTheBoard } from "./board-postings";

type AiNotice = ContractResponse<typeof getPostingAiNoticeContract>;

/**
 * The published notice of how a posting's interview is evaluated (decision 0052). Anyone may
 * read it, signed in or not, for a posting the job board shows; any other posting (paused,
 * closed, internal, an unverified company's) is a 404 like an unknown id, as on the job page.
 * The competencies come from the rubric the interview will be scored with: the template's
 * questions when the posting asks its own (as applying snapshots them), the network rubric
 * otherwise.
 */
export async function getPostingAiNotice(
  services: Pick<AppServices, "db">,
  input: { postingId: string },
): Promise<AiNotice> {
  const [posting] = await services.db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      templateId: jobPostings.interviewTemplateId,
      shared: jobPostings.shareAiFeedbackWithCandidates,
      companyName: enterprises.companyName,
      contactEmail: enterprises.contactEmail,
      retentionDays: enterprises.retentionDays,
    })
    .from(jobPostings)
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(and(eq(jobPostings.id, input.postingId), onTheBoard()))
    .limit(1);
  if (!posting) throw notFound(POSTING_NOT_FOUND);
  const own = posting.templateId ? await templateRubrics(services.db, posting.templateId) : [];
  const posted = own.length > 0;
  const rubrics = posted ? own : NETWORK_RUBRIC.questions;
  return {
    postingId: posting.id,
    title: posting.title,
    companyName: posting.companyName,
    interview: posted ? "posting" : "network",
    questions: rubrics.map((rubric, index) => ({
      number: index + 1,
      competencies: rubric.criteria.map((criterion) => criterion.competency),
    })),
    neverAssessed: [...NEVER_SCORED],
    // The network interview always shows its candidate the evidence (decision 0050).
    evaluationSharedWithCandidate: !posted || posting.shared,
    // The network interview is the candidate's, shared with every company: no one company's policy applies to it.
    retentionDays: posted ? posting.retentionDays : null,
    contactEmail: posting.contactEmail,
  };
}

async function templateRubrics(db: DbOrTx, templateId: string): Promise<QuestionRubric[]> {
  const rows = await db
    .select({ rubric: interviewQuestions.rubric })
    .from(interviewQuestions)
    .where(eq(interviewQuestions.templateId, templateId))
    .orderBy(asc(interviewQuestions.position));
  return rows.map((row) => effectiveRubric(row.rubric));
}
