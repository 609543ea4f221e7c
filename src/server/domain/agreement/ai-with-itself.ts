import type { ShareFigure } from "@shared/agreement/agreement-contracts";
import { figureOf } from "./agreement-figure";

/** One criterion of one answer the AI scored twice, and whether the two runs were flagged low agreement. */
export interface AiRunsCompared {
  answerId: string;
  lowAgreement: boolean;
}

/** The AI with itself (decision 0080): the share of criteria flagged low agreement between its two runs. */
export function aiWithItself(criteria: readonly AiRunsCompared[]): ShareFigure {
  return figureOf(criteria, () => criteria.filter((criterion) => criterion.lowAgreement).length / criteria.length);
}
