import {
  MINIMUM_AGREEMENT_ANSWERS,
  type AlphaFigure,
  type GroupComparison,
} from "@shared/agreement/agreement-contracts";

/*
 * The words of the agreement page (decision 0086): each figure with the answers it rests on, and
 * what it means in plain language. "Whose" names the people compared with: the company's team on
 * a posting, every company's members on the model card.
 */

export interface Audience {
  /** "your team" / "people": who the AI is compared with. */
  people: string;
  /** "Your team's" / "People's". */
  peoplesCapital: string;
}

export const companyAudience: Audience = { people: "your team", peoplesCapital: "Your team's" };
export const platformAudience: Audience = { people: "people", peoplesCapital: "People's" };

function answersText(count: number): string {
  return `${count.toLocaleString("en")} ${count === 1 ? "answer" : "answers"}`;
}

export function basedOn(count: number): string {
  return `Based on ${answersText(count)}.`;
}

/** A figure not shown: why, and what it would rest on so far. */
export function tooFewText(what: string, count: number): string {
  return `Fewer than ${MINIMUM_AGREEMENT_ANSWERS} ${what} so far — no figure yet (${answersText(count)}).`;
}

export const decimal = (value: number, digits = 2) => value.toFixed(digits);
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Krippendorff's own reading: 0.8 and up reliable, 0.667 to 0.8 for tentative conclusions only. */
export function alphaReading(alpha: AlphaFigure & { status: "shown" }, subject: string): string {
  if (alpha.value === null) return "Every score was the same, so there is no disagreement to measure.";
  if (alpha.value >= 0.8) return `${subject} agree closely.`;
  if (alpha.value >= 0.667) return `${subject} agree moderately: enough for tentative conclusions only.`;
  return `${subject} often disagree: compare notes on the criteria before relying on the scores.`;
}

/** The AI minus people, in points: "The AI scores 0.4 points lower than your team on average." */
export function differenceReading(meanDifference: number, people: string): string {
  const points = Math.abs(meanDifference);
  if (points < 0.05) return `The AI scores the same as ${people} on average.`;
  const amount = `${decimal(points, 1)} ${decimal(points, 1) === "1.0" ? "point" : "points"}`;
  return `The AI scores ${amount} ${meanDifference < 0 ? "lower" : "higher"} than ${people} on average.`;
}

export function signedPoints(value: number): string {
  const text = decimal(Math.abs(value), 2);
  if (text === "0.00") return "0.00";
  return `${value < 0 ? "−" : "+"}${text}`;
}

/** Why a group comparison is withheld (decisions 0071 and 0080). */
export function withheldReason(reason: (GroupComparison & { status: "suppressed" })["reason"]): string {
  switch (reason) {
    case "fewer-than-two-groups":
      return "Withheld: fewer than two groups of candidates who answered the voluntary self-identification have scored answers.";
    case "group-too-few":
      return `Withheld: a group would be compared on fewer than ${MINIMUM_AGREEMENT_ANSWERS} scored answers, which could point to the people in it.`;
    case "rest-too-few":
      return `Withheld: fewer than ${MINIMUM_AGREEMENT_ANSWERS} scored answers come from candidates who did not answer or preferred not to say, and theirs could be worked out from the overall figure.`;
  }
}
