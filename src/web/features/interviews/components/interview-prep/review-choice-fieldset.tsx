import { UserCheck } from "lucide-react";
import { useId } from "react";

const reviewChoices = [
  {
    humanReviewOnly: false,
    label: "AI-assisted review",
    hint: "The AI assesses your transcript against each question's rubric, citing your words; a person reviews it and decides.",
  },
  {
    humanReviewOnly: true,
    label: "Human review only",
    hint: "No AI assessment and no AI score: people review your recording. Reviewers see that you chose this, so they know why there is no score.",
  },
] as const;

/** The candidate's choice of an AI-assisted or a human-only review (decision 0050). */
export function ReviewChoiceFieldset({
  humanReviewOnly,
  onChange,
}: {
  humanReviewOnly: boolean;
  onChange: (humanReviewOnly: boolean) => void;
}) {
  const reviewHintId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={reviewHintId}>
      <legend className="mb-1 flex items-center gap-2 font-medium">
        <UserCheck className="size-4" aria-hidden="true" />
        How your answers are reviewed
      </legend>
      <p id={reviewHintId} className="text-muted-foreground">
        You can change this until you finish the interview.
      </p>
      {reviewChoices.map((choice) => (
        <label
          key={choice.label}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name="review-choice"
            value={choice.humanReviewOnly ? "human" : "ai-assisted"}
            checked={humanReviewOnly === choice.humanReviewOnly}
            onChange={() => onChange(choice.humanReviewOnly)}
            className="mt-0.5 size-4 accent-indigo-600"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{choice.label}</span>
            <span className="text-muted-foreground">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
