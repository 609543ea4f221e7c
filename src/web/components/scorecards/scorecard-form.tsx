import { useId, useState } from "react";
import {
  SCORECARD_NOTE_MAX,
  scorecardMessages,
  scorecardRecommendationNames,
  scorecardRecommendations,
  type ScorecardBody,
  type ScorecardQuestion,
  type ScorecardRecommendation,
  type ScorecardsView,
} from "@shared/scorecards/scorecard-contracts";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { useSaveScorecardDraft, useSubmitScorecard } from "@web/lib/scorecards/scorecards";

/** A criterion's answer in the form: a level, "not enough evidence" (null), or nothing yet (undefined). */
interface Answer {
  score: number | null | undefined;
  note: string;
}

const idOf = (questionIndex: number, criterionKey: string) => `${questionIndex}:${criterionKey}`;
const NOT_ENOUGH = "not-enough-evidence";

function answersOf(view: ScorecardsView): Record<string, Answer> {
  return Object.fromEntries(
    view.mine.ratings.map((rating) => [
      idOf(rating.questionIndex, rating.criterionKey),
      { score: rating.score, note: rating.note },
    ]),
  );
}

/** The ratings to send: the criteria answered so far, each with its note. */
function bodyOf(
  questions: ScorecardQuestion[],
  answers: Record<string, Answer>,
  recommendation: ScorecardRecommendation | null,
): ScorecardBody {
  return {
    ratings: questions.flatMap((question) =>
      question.criteria.flatMap((criterion) => {
        const answer = answers[idOf(question.index, criterion.key)];
        if (!answer || answer.score === undefined) return [];
        return [{ questionIndex: question.index, criterionKey: criterion.key, score: answer.score, note: answer.note }];
      }),
    ),
    recommendation,
  };
}

/**
 * My scorecard of an application (decision 0085): per question, each criterion scored against its
 * anchors (1–5) or "Not enough evidence", with a note; a recommendation; Save draft and Submit.
 * Once submitted, a change is submitted again as a new version.
 */
export function ScorecardForm({ applicationId, view }: { applicationId: string; view: ScorecardsView }) {
  const [answers, setAnswers] = useState<Record<string, Answer>>(() => answersOf(view));
  const [recommendation, setRecommendation] = useState<ScorecardRecommendation | null>(view.mine.recommendation);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submitted = view.mine.status === "submitted";
  const total = view.questions.reduce((sum, question) => sum + question.criteria.length, 0);
  const body = bodyOf(view.questions, answers, recommendation);
  const left = total - body.ratings.length;

  const save = useSaveScorecardDraft(applicationId, {
    onSuccess: () => toast.success("Draft saved. Only you can see it."),
    onError: (error) => setProblem(error.message),
  });
  const submit = useSubmitScorecard(applicationId, {
    onSuccess: (saved) => {
      setConfirming(false);
      toast.success(
        saved.mine.version > 1 ? `Scorecard submitted again as version ${saved.mine.version}.` : "Scorecard submitted.",
      );
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(error.message);
    },
  });

  const answer = (questionIndex: number, criterionKey: string, change: Partial<Answer>) => {
    setProblem(null);
    setAnswers((current) => {
      const id = idOf(questionIndex, criterionKey);
      const before = current[id] ?? { score: undefined, note: "" };
      return { ...current, [id]: { ...before, ...change } };
    });
  };

  const askToSubmit = () => {
    if (left > 0) return setProblem(scorecardMessages.incomplete(left));
    if (recommendation === null) return setProblem(scorecardMessages.recommendationMissing);
    setProblem(null);
    setConfirming(true);
  };

  return (
    <form
      className="grid gap-6"
      aria-label="Your scorecard"
      onSubmit={(event) => {
        event.preventDefault();
        askToSubmit();
      }}
    >
      <ol className="grid gap-6">
        {view.questions.map((question) => (
          <li key={question.index} className="grid gap-4 rounded-lg border border-border p-4">
            <div className="grid gap-1">
              <h3 className="font-semibold">Question {question.number}</h3>
              <p className="text-sm text-muted-foreground">{question.question}</p>
            </div>
            {question.criteria.map((criterion) => {
              const current = answers[idOf(question.index, criterion.key)];
              return (
                <CriterionField
                  key={criterion.key}
                  name={`q${question.index}-${criterion.key}`}
                  competency={criterion.competency}
                  levels={criterion.levels}
                  answer={current}
                  onScore={(score) => answer(question.index, criterion.key, { score })}
                  onNote={(note) => answer(question.index, criterion.key, { note })}
                />
              );
            })}
          </li>
        ))}
      </ol>

      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">Overall recommendation</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {scorecardRecommendations.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-tint"
            >
              <input
                type="radio"
                name="recommendation"
                value={value}
                checked={recommendation === value}
                onChange={() => {
                  setProblem(null);
                  setRecommendation(value);
                }}
                className="size-4 accent-indigo-600"
              />
              {scorecardRecommendationNames[value]}
            </label>
          ))}
        </div>
      </fieldset>

      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {left === 0
            ? "Every criterion is answered."
            : `${left} of ${total} ${total === 1 ? "criterion" : "criteria"} left to score.`}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {!submitted && (
            <Button
              type="button"
              variant="outline"
              loading={save.isPending}
              loadingText="Saving..."
              onClick={() => save.mutate(body)}
            >
              Save draft
            </Button>
          )}
          <Button type="submit" disabled={submit.isPending}>
            {submitted ? "Submit changes" : "Submit scorecard"}
          </Button>
        </div>
      </div>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{submitted ? "Submit your changes?" : "Submit your scorecard?"}</DialogTitle>
            <DialogDescription>
              {submitted
                ? "Your changes become a new version. The panel sees them, and your earlier version is kept."
                : "The panel sees your scores once you submit, and you see theirs and the AI's. You can change it later: each change is kept as a new version."}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep editing</Button>
            </DialogClose>
            <Button loading={submit.isPending} loadingText="Submitting..." onClick={() => submit.mutate(body)}>
              Submit
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}

function CriterionField({
  name,
  competency,
  levels,
  answer,
  onScore,
  onNote,
}: {
  name: string;
  competency: string;
  levels: string[];
  answer: Answer | undefined;
  onScore: (score: number | null) => void;
  onNote: (note: string) => void;
}) {
  const noteId = useId();
  const chosen = answer?.score;
  const option =
    "flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-tint";
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium">{competency}</legend>
      <div className="grid gap-2">
        {levels.map((anchor, at) => {
          const level = at + 1;
          return (
            <label key={level} className={option}>
              <input
                type="radio"
                name={name}
                value={level}
                checked={chosen === level}
                onChange={() => onScore(level)}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600"
              />
              <span>
                <span className="font-semibold tabular-nums">{level}</span> <span>{anchor}</span>
              </span>
            </label>
          );
        })}
        <label className={option}>
          <input
            type="radio"
            name={name}
            value={NOT_ENOUGH}
            checked={chosen === null}
            onChange={() => onScore(null)}
            className="mt-0.5 size-4 shrink-0 accent-indigo-600"
          />
          <span>Not enough evidence</span>
        </label>
      </div>
      {chosen !== undefined && (
        <div className="grid gap-1">
          <label htmlFor={noteId} className="text-sm font-medium">
            Note <span className="sr-only">on “{competency}”</span> (optional)
          </label>
          <Textarea
            id={noteId}
            rows={2}
            maxLength={SCORECARD_NOTE_MAX}
            value={answer?.note ?? ""}
            onChange={(event) => onNote(event.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}
