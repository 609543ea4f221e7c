import type { DbOrTx } from "../client";
import { interviewQuestions, interviewTemplates } from "../schema";

/**
 * The first demo company's interview template (decision 0033), in the spirit of the spec's one
 * sample, a frontend-developer template, so /interview-customization opens on real data. It is
 * attached to no posting, so the demo's applications keep using the network interview.
 */
export async function seedDemoTemplates(tx: DbOrTx, enterpriseId: string): Promise<void> {
  const [template] = await tx
    .insert(interviewTemplates)
    .values({
      enterpriseId,
      name: "Frontend Developer Interview",
      description: "For frontend roles: how candidates build, test and ship user interfaces.",
      role: "Frontend Developer",
      department: "Engineering",
      isActive: true,
    })
    .returning({ id: interviewTemplates.id });
  const questions = [
    {
      text: "Tell us about a user interface you built that you are proud of.",
      type: "open-ended" as const,
      timeLimitSeconds: 120,
      instruction: "Describe your part in it and one decision you would make differently today.",
    },
    {
      text: "How do you keep a large React application fast as it grows?",
      type: "technical" as const,
      timeLimitSeconds: 180,
      instruction: null,
    },
    {
      text: "A designer and a backend engineer disagree about an API shape that affects your screen. What do you do?",
      type: "situational" as const,
      timeLimitSeconds: 120,
      instruction: null,
    },
  ];
  await tx
    .insert(interviewQuestions)
    .values(questions.map((question, position) => ({ ...question, templateId: template!.id, position })));
}
