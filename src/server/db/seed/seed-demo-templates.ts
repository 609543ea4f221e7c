import type { DbOrTx } from "../client";
import { interviewQuestions, interviewTemplates } from "../schema";
import type { DemoTemplate } from "./demo-workspace-data";

/**
 * One of a demo company's interview templates (decision 0033) with its questions in order, so
 * /interview-customization opens on real data. Returns the template's id.
 */
export async function seedDemoTemplate(tx: DbOrTx, enterpriseId: string, template: DemoTemplate): Promise<string> {
  const [row] = await tx
    .insert(interviewTemplates)
    .values({
      enterpriseId,
      name: template.name,
      description: template.description,
      role: template.role,
      department: template.department,
      isActive: true,
    })
    .returning({ id: interviewTemplates.id });
  await tx
    .insert(interviewQuestions)
    .values(template.questions.map((question, position) => ({ ...question, templateId: row!.id, position })));
  return row!.id;
}
