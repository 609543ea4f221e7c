import type {
  CriterionScore,
  InsufficientReason,
  EvaluationStatus,
  EvaluationView,
  TimedWord,
} from "@shared/evaluation/evaluation-contracts";
import { MIN_SPEECH_SECONDS_TO_SCORE } from "@shared/evaluation/evaluation-contracts";
import type { EvaluationState } from "@shared/evaluation/evaluation-state";

/*
 * The words the AI feedback is shown with (decision 0050), in one place: the company's pages and
 * the candidate's page say the same thing about the same evaluation.
 */

export const statusText: Record<EvaluationStatus, { title: string; detail: string }> = {
  queued: {
    title: "Queued for evaluation",
    detail: "The interview is waiting for its turn. This page updates by itself.",
  },
  transcribing: {
    title: "Transcribing the answers",
    detail: "Each answer is turned into text with the second every word was said. This page updates by itself.",
  },
  evaluating: {
    title: "Assessing the answers",
    detail: "Each answer is assessed twice against the rubric, and every quote is checked against the transcript.",
  },
  done: { title: "Evaluated", detail: "" },
  failed: { title: "The evaluation failed", detail: "" },
};

/** Why a criterion has no score, in plain words: absence of evidence is not a low score. */
export const insufficientReasonText: Record<InsufficientReason, string> = {
  "no-verified-quote":
    "None of the AI's quotes could be found word for word in the transcript, so there is nothing to score on.",
  "too-little-speech": `The answer has under ${MIN_SPEECH_SECONDS_TO_SCORE} seconds of speech: too little to score.`,
  model: "The answer says nothing the AI could match to this criterion.",
  "possible-injection":
    "The answer seems to speak to the AI itself, so the AI did not score it: a person should judge this answer.",
  "runs-disagree":
    "One of the two independent assessments found evidence for this criterion and the other found none, so the AI left it to a person.",
};

type OverallBasis = EvaluationView["overallBasis"];

const answersText = (count: number) => (count === 1 ? "1 answer" : `${count} answers`);

/** What an overall score rests on, said under it. */
export function overallBasisText({ scoredAnswers, answers }: OverallBasis): string {
  const rest = answers - scoredAnswers;
  const unscored =
    rest === 0
      ? ""
      : ` An answer that was silent, too short, off the subject or addressed to the AI counts as the lowest score; one the AI could not check is left to a person.`;
  return `Based on ${scoredAnswers} of ${answersText(answers)}.${unscored}`;
}

/** Why there is no overall score. */
export function noOverallText({ scoredAnswers, answers, needed }: OverallBasis): string {
  if (scoredAnswers === 0) return "No overall score: no criterion had enough evidence to be scored.";
  return `No overall score: only ${scoredAnswers} of ${answersText(answers)} could be scored, and an overall needs at least ${needed}. Read the answers and judge them yourself.`;
}

/** A person's override carried over to a re-assessment (decision 0069). */
export const overrideText = {
  carried: "Carried over from the previous assessment of this interview.",
  needsConfirmation:
    "Carried over from the previous assessment, but the evidence for it changed: confirm this override, or change it.",
} as const;

export const flagText = {
  lowAgreement: (runScores: CriterionScore[]) =>
    `The two independent assessments disagreed (${runScores.map(scoreLabel).join(" and ")}).${
      runScores.every((score) => typeof score === "number") ? " The lower score stands." : ""
    } Read the evidence and judge for yourself.`,
  possibleInjection:
    "This answer contains words that read like instructions to the AI (for example “ignore your instructions”). The AI treats the transcript as data only and leaves this answer to a person: judge it yourself, and override a criterion if you want it scored.",
  quotesDropped: (count: number) =>
    `${count === 1 ? "1 quote" : `${count} quotes`} the AI gave could not be found in the transcript and ${count === 1 ? "was" : "were"} left out.`,
} as const;

export const signalsTitle = "Interview signals, not an AI judgement";

/**
 * An evaluation's state in the words the AI feedback itself uses (decision 0069), for lists: the
 * applicants list says what the AI Feedback tab says.
 */
export const evaluationStateText: Record<EvaluationState, string> = {
  "not-evaluated": "Not evaluated yet",
  queued: statusText.queued.title,
  transcribing: statusText.transcribing.title,
  evaluating: statusText.evaluating.title,
  failed: statusText.failed.title,
  "signals-only": signalsTitle,
  "human-review": "Human review only: no AI score",
  "no-overall": "No overall score",
  scored: "AI score",
};

function scoreLabel(score: CriterionScore): string {
  return score === "insufficient_evidence" ? "insufficient evidence" : `${score}/5`;
}

/** Who produced a result: the provider and model always, and the rubric it was scored with. */
export function attributionOf(
  evaluation: Pick<EvaluationView, "provider" | "chatModel" | "transcribeModel" | "rubricVersion">,
): { label: string; value: string }[] {
  const parts = [{ label: "Provider", value: evaluation.provider }];
  if (evaluation.chatModel) parts.push({ label: "Assessment model", value: evaluation.chatModel });
  if (evaluation.transcribeModel) parts.push({ label: "Transcription model", value: evaluation.transcribeModel });
  parts.push({ label: "Rubric", value: evaluation.rubricVersion });
  return parts;
}

/** The word being spoken at `seconds` (-1 when none: before, after or between words). */
export function activeWordIndex(words: readonly TimedWord[], seconds: number): number {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const word = words[middle];
    if (!word) return -1;
    if (seconds < word.start) high = middle - 1;
    else if (seconds >= word.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * Why an offline transcript is partial or missing (decision 0088), in one sentence each, with what
 * would make it accurate.
 */
export const transcriptNotes = {
  partial:
    "… marks words the offline transcriber was unsure of; they are left out rather than guessed. A configured AI provider transcribes accurately.",
  withheld: (speechSeconds: number) =>
    `The offline transcriber was unsure of most of the ${formatSpeakingTime(speechSeconds)} of speech in this answer, so it shows none of it rather than guess. A configured AI provider transcribes accurately.`,
} as const;

/** 75 → "1 min 15 s"; 42 → "42 s". */
function formatSpeakingTime(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

/** 0.64 → "64%". */
export function percent(share: number): string {
  return `${Math.round(Math.max(0, share) * 100)}%`;
}
