import { MINIMUM_AGREEMENT_ANSWERS } from "@shared/agreement/agreement-contracts";

/*
 * "Too few to say" (decision 0080): a figure resting on fewer than MINIMUM_AGREEMENT_ANSWERS
 * answers is its count only; the number is not even computed.
 */

export type Figure<T> = { status: "shown"; value: T; count: number } | { status: "too-few"; count: number };

/** The distinct answers the items come from: what a figure rests on. */
export function answerCount(items: readonly { answerId: string }[]): number {
  return new Set(items.map((item) => item.answerId)).size;
}

/** The figure computed by `value` over the items, or "too few" when they come from under the threshold of answers. */
export function figureOf<T>(items: readonly { answerId: string }[], value: () => T): Figure<T> {
  const count = answerCount(items);
  return count < MINIMUM_AGREEMENT_ANSWERS ? { status: "too-few", count } : { status: "shown", value: value(), count };
}
