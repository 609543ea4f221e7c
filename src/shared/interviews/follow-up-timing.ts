/**
 * The AI interviewer's clock (docs/plans/follow-up-questions.md): how long the candidate may wait
 * for a follow-up after pressing Next, how long one may be answered, and whether the interview
 * still has room for one. Shared, so the page skips the wait whenever the server would say no.
 */

/** From the press of Next: after this the page goes on to the next question, whatever comes. */
export const FOLLOW_UP_WAIT_MS = 3000;
/** From the request's receipt: the server answers within this, leaving the page its margin. */
export const FOLLOW_UP_SERVER_BUDGET_MS = 2500;
/** A follow-up's own time limit, set per template. */
export const FOLLOW_UP_SECONDS = { min: 30, max: 120, default: 60 } as const;
/** Audio is transcribed while the candidate speaks, in windows of about this length. */
export const ANSWER_WINDOW_SECONDS = 10;
/** Less of an answer than this gives nothing to follow up on (the least speech worth scoring). */
export const FOLLOW_UP_MIN_ANSWER_SECONDS = 10;

export interface FollowUpRoom {
  /** The interview's overall allowance and any extra time granted. */
  overallSeconds: number;
  extraTimeSeconds: number;
  /** Recorded so far, over every segment. */
  elapsedSeconds: number;
  /** The follow-up's time limit. */
  followUpSeconds: number;
  /** The limits of the base questions still to be asked after the follow-up. */
  remainingBaseLimits: readonly number[];
}

/**
 * Whether a follow-up fits: after the wait and the follow-up at its full limit, every base
 * question still to come keeps its full limit. A follow-up never takes time from the questions
 * every candidate is asked.
 */
export function followUpFits(room: FollowUpRoom): boolean {
  const left = room.overallSeconds + room.extraTimeSeconds - room.elapsedSeconds - FOLLOW_UP_WAIT_MS / 1000;
  const needed = room.remainingBaseLimits.reduce((sum, limit) => sum + limit, 0);
  return left - room.followUpSeconds >= needed;
}
