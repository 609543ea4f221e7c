import { MINIMUM_AGREEMENT_ANSWERS } from "@shared/agreement/agreement-contracts";

/*
 * "Too few to say" (decision 0080): a figure resting on fewer than MINIMUM_AGREEMENT_ANSWERS
 * answers is its count only; the number is not even computed.
 */

export type Figure<T> = { status: "shown"; value: T; count: number } | { status: "too-few"; count: number };

/** Counted once per list: the figures of one list (alpha, mean difference, within one point) share it. */
const counted = new WeakMap<readonly { answerId: string }[], number>();

/** The distinct answers the items come from: what a figure rests on. */
export function answerCount(items: readonly { answerId: string }[]): number {
  const known = counted.get(items);
  if (known !== undefined) return known;
  const answers = new Set<string>();
  let last: string | null = null;
  for (const item of items) {
    // An answer's criteria usually come together: the set is asked only when the answer changes.
    if (item.answerId !== last) answers.add(item.answerId);
    last = item.answerId;
  }
  counted.set(items, answers.size);
  return answers.size;
}

/** The figure computed by `value` over the items, or "too few" when they come from under the threshold of answers. */
export function figureOf<T>(items: readonly { answerId: string }[], value: () => T): Figure<T> {
  return figureOfCount(answerCount(items), value);
}

/** The figure computed by `value`, resting on `count` answers counted beforehand (in the database, decision 0086). */
export function figureOfCount<T>(count: number, value: () => T): Figure<T> {
  return count < MINIMUM_AGREEMENT_ANSWERS ? { status: "too-few", count } : { status: "shown", value: value(), count };
}
