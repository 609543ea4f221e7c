/**
 * An interview's questions as "slots": the base questions every candidate is asked, each possibly
 * followed by one follow-up the AI interviewer drew from the answer (docs/plans/follow-up-questions.md).
 * A follow-up is inserted into the snapshot right after its base question, so marks, chapters,
 * cutting and resume keep working per slot; labels, the rubric and the time allowance go by base
 * questions, which every candidate shares.
 */
export interface SlotLike {
  timeLimitSeconds: number;
  /** The slot of the base question this follows up on; absent or null for a base question. */
  followUpOf?: number | null;
}

export const isFollowUp = (slot: SlotLike): boolean => slot.followUpOf != null;

/** How many base questions the interview has. */
export function baseCount(slots: readonly SlotLike[]): number {
  return slots.filter((slot) => !isFollowUp(slot)).length;
}

/** The time limits of the base questions, in order. */
export function baseLimits(slots: readonly SlotLike[]): number[] {
  return slots.filter((slot) => !isFollowUp(slot)).map((slot) => slot.timeLimitSeconds);
}

/** The 1-based number of the base question a slot asks or follows up on: what "Question 3" says. */
export function baseNumberOf(slots: readonly SlotLike[], slot: number): number {
  const own = slots[slot];
  if (!own) throw new RangeError(`No question slot ${slot}`);
  const base = isFollowUp(own) ? own.followUpOf! : slot;
  return slots.slice(0, base + 1).filter((entry) => !isFollowUp(entry)).length;
}

/** "Question 3", or "Question 3 · follow-up" for the follow-up to it. */
export function slotLabel(slots: readonly SlotLike[], slot: number): string {
  const number = baseNumberOf(slots, slot);
  return isFollowUp(slots[slot]!) ? `Question ${number} · follow-up` : `Question ${number}`;
}

/** Whether the slot is the interview's last base question (after which "Next" finishes). */
export function isLastBase(slots: readonly SlotLike[], slot: number): boolean {
  const own = slots[slot];
  return own !== undefined && !isFollowUp(own) && slots.slice(slot + 1).every(isFollowUp);
}

/**
 * The slots with `entry` asked as the follow-up to the base question in `parentSlot`: inserted
 * right after it. A base question has at most one follow-up, and the last one has none (its
 * Next finishes the interview). Slots after it move up by one, and so do the parents they name.
 */
export function withFollowUp<T extends SlotLike>(slots: readonly T[], parentSlot: number, entry: T): T[] {
  const parent = slots[parentSlot];
  if (!parent || isFollowUp(parent)) throw new RangeError(`Slot ${parentSlot} is not a base question`);
  if (isLastBase(slots, parentSlot)) throw new RangeError("The last question gets no follow-up");
  const next = slots[parentSlot + 1];
  if (next && isFollowUp(next)) throw new RangeError(`Question slot ${parentSlot} already has a follow-up`);
  const shifted = slots.map((slot, index) =>
    index > parentSlot && isFollowUp(slot) && slot.followUpOf! > parentSlot
      ? { ...slot, followUpOf: slot.followUpOf! + 1 }
      : slot,
  );
  return [...shifted.slice(0, parentSlot + 1), { ...entry, followUpOf: parentSlot }, ...shifted.slice(parentSlot + 1)];
}
