import type { z } from "zod";
import type { createDevPostingContract } from "@shared/postings/dev-contracts";
import { DEFAULT_QUESTION_SECONDS } from "@shared/interviews/recording-contracts";
import { interviewQuestions, interviewTemplates, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireCompany } from "../companies/require-company";

type Input = z.output<NonNullable<(typeof createDevPostingContract)["body"]>>;

/** Development only (see the contract): a posting of the caller's own verified company. */
export async function createDevPosting(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: Input,
): Promise<{ id: string }> {
  const { company } = await requireCompany(services, actor, { verified: true });
  const { questions, ...posting } = input;
  return services.db.transaction(async (tx) => {
    let interviewTemplateId: string | null = null;
    if (questions.length > 0) {
      const [template] = await tx
        .insert(interviewTemplates)
        .values({ enterpriseId: company.id, name: `${posting.title} interview`, isActive: true })
        .returning({ id: interviewTemplates.id });
      interviewTemplateId = template!.id;
      await tx.insert(interviewQuestions).values(
        questions.map((text, position) => ({
          templateId: template!.id,
          position,
          text,
          timeLimitSeconds: DEFAULT_QUESTION_SECONDS,
        })),
      );
    }
    const [row] = await tx
      .insert(jobPostings)
      .values({ ...posting, enterpriseId: company.id, interviewTemplateId })
      .returning({ id: jobPostings.id });
    return { id: row!.id };
  });
}
