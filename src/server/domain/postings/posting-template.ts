import { companyPostingMessages } from "@shared/postings/company-posting-contracts";
import type { DbOrTx } from "../../db/client";
import { interviewTemplates } from "../../db/schema";
import { validationError } from "../../errors";
import { ownTemplate } from "../interviews/templates/template-view";

/**
 * A posting may only ask the questions of its own company's templates: another company's id is
 * refused exactly like an unknown one, so ids of other companies' templates reveal nothing.
 */
export async function requireOwnTemplate(db: DbOrTx, companyId: string, templateId: string | null): Promise<void> {
  if (templateId === null) return;
  const [template] = await db
    .select({ id: interviewTemplates.id })
    .from(interviewTemplates)
    .where(ownTemplate(companyId, templateId))
    .limit(1);
  if (!template) {
    const message = companyPostingMessages.interviewTemplate;
    throw validationError(message, { interviewTemplateId: message });
  }
}
