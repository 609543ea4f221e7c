/**
 * The limits a proposed follow-up question is held to before it is asked
 * (docs/plans/follow-up-questions.md). Shared so the prompt that asks the model for a follow-up
 * and the checks that refuse one state the same numbers.
 */

/** A follow-up is one short question: longer than this is a speech, not a question. */
export const FOLLOW_UP_MAX_WORDS = 40;
/** Shorter than this cannot refer to anything the candidate said. */
export const FOLLOW_UP_MIN_WORDS = 4;
/** A follow-up may say what it refers to and then ask: a statement and the question, no more. */
export const FOLLOW_UP_MAX_SENTENCES = 2;
/**
 * Interrogative clauses in the question itself: "What was hard, and how did you measure it?" is
 * one question with two facets; a third clause makes it a list of questions.
 */
export const FOLLOW_UP_MAX_INTERROGATIVE_CLAUSES = 2;
/** The anchor quote must be at least this long, as an evidence quote must ("the data" is in every answer). */
export const FOLLOW_UP_MIN_ANCHOR_TOKENS = 3;
/** A word this long or longer (and not a stop word) can show what the question is about. */
export const FOLLOW_UP_MIN_CONTENT_LETTERS = 4;
/** Token Jaccard similarity from which a follow-up counts as asking a base question again. */
export const FOLLOW_UP_REPEAT_SIMILARITY = 0.6;
