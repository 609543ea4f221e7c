import type { ShareFigure } from "@shared/agreement/agreement-contracts";
import { answerCount, figureOfCount } from "./agreement-figure";

/** One criterion of one answer the AI scored twice, and whether the two runs were flagged low agreement. */
export interface AiRunsCompared {
  answerId: string;
  lowAgreement: boolean;
}

/** The criteria the AI scored twice and those flagged low agreement, counted, with the answers they are on (decision 0086). */
export interface AiRunsTally {
  compared: number;
  lowAgreement: number;
  answers: number;
}

/** The AI with itself (decision 0080): the share of criteria flagged low agreement between its two runs. */
export function aiWithItself(criteria: readonly AiRunsCompared[]): ShareFigure {
  return aiWithItselfOf({
    compared: criteria.length,
    lowAgreement: criteria.filter((criterion) => criterion.lowAgreement).length,
    answers: answerCount(criteria),
  });
}

export function aiWithItselfOf(tally: AiRunsTally): ShareFigure {
  return figureOfCount(tally.answers, () => tally.lowAgreement / tally.compared);
}
