import type { EvaluationView, QuestionEvaluation } from "@shared/evaluation/evaluation-contracts";
import { redactNameInText, redactNameInWords } from "./evidence/redact-names";

/**
 * The evaluation with the candidate's name taken out of everything that carries their words:
 * transcripts (words in place, so quotes and captions keep their times), corrections and
 * correction requests, quotes and the words first transcribed under them,
 * and the AI's rationales and summaries (a model that saw the name may have repeated it), and
 * what they wrote when asking for a review. What the company wrote (questions, overrides, its
 * answer) stays as written. No parts: the view as it is.
 */
export function redactEvaluationView(view: EvaluationView, parts: readonly string[]): EvaluationView {
  if (parts.length === 0) return view;
  const text = (value: string) => redactNameInText(value, parts);
  const maybe = (value: string | null) => (value === null ? null : text(value));
  const question = (entry: QuestionEvaluation): QuestionEvaluation => ({
    ...entry,
    transcript: entry.transcript && {
      ...entry.transcript,
      words: redactNameInWords(entry.transcript.words, parts),
      text: text(entry.transcript.text),
      correction: entry.transcript.correction && {
        ...entry.transcript.correction,
        text: text(entry.transcript.correction.text),
      },
    },
    criteria: entry.criteria.map((criterion) => ({
      ...criterion,
      rationale: text(criterion.rationale),
      quotes: criterion.quotes.map((quote) => ({
        ...quote,
        text: text(quote.text),
        firstTranscribed: maybe(quote.firstTranscribed),
      })),
    })),
    correctionRequest: entry.correctionRequest && {
      ...entry.correctionRequest,
      text: text(entry.correctionRequest.text),
      originalText: text(entry.correctionRequest.originalText),
    },
    summary: maybe(entry.summary),
  });
  return {
    ...view,
    summary: maybe(view.summary),
    candidateSummary: maybe(view.candidateSummary),
    questions: view.questions.map(question),
    reviewRequest: view.reviewRequest && { ...view.reviewRequest, message: text(view.reviewRequest.message) },
  };
}
