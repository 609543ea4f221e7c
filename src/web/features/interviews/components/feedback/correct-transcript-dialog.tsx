import { zodResolver } from "@hookform/resolvers/zod";
import { PencilLine } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  evaluationMessages,
  TRANSCRIPT_CORRECTION_MAX,
  type QuestionEvaluation,
} from "@shared/evaluation/evaluation-contracts";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { useCorrectTranscript } from "@web/lib/interviews/interview-evaluation";

const correctionSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, evaluationMessages.correctionEmpty)
    .max(TRANSCRIPT_CORRECTION_MAX, evaluationMessages.correctionTooLong),
});
type CorrectionValues = z.input<typeof correctionSchema>;

/** The text the candidate starts from: their last correction, else the automatic transcript. */
function currentTranscriptText(question: QuestionEvaluation): string {
  const transcript = question.transcript;
  if (!transcript) return "";
  return transcript.correction?.text ?? transcript.text;
}

/**
 * Everything the offline transcriber heard, the words it was unsure of marked (decision 0088):
 * the transcript leaves those out, so the candidate sees where it guessed and what.
 */
function HeardWords({ question }: { question: QuestionEvaluation }) {
  const words = question.transcript?.words ?? [];
  if (!words.some((word) => word.uncertain)) return null;
  return (
    <section aria-label="What the transcriber heard" className="grid gap-1 rounded-md border border-border p-3">
      <h3 className="text-xs font-medium text-muted-foreground">
        Everything the offline transcriber heard. Underlined words are ones it was unsure of, so they are left out of
        your transcript.
      </h3>
      <p className="text-sm leading-relaxed">
        {words.map((word, index) => (
          <span key={`${index}-${word.start}`}>
            {index > 0 && " "}
            {word.uncertain ? (
              <span className="text-muted-foreground underline decoration-dotted underline-offset-4">
                {word.text}
                <span className="sr-only"> (unsure)</span>
              </span>
            ) : (
              word.text
            )}
          </span>
        ))}
      </p>
    </section>
  );
}

/** What a correction too large to apply at once does meanwhile (decision 0069). */
export const correctionWaitingText =
  "It changes more than misheard words, so a reviewer will listen to your answer and accept or decline it. Until then, your evaluation uses the transcript as it was heard.";

/**
 * The candidate corrects what the transcript says they said (decision 0050). The automatic
 * transcript is kept beside the correction, reviewers see it as a correction, and the interview
 * is evaluated again with it.
 */
export function CorrectTranscriptDialog({
  interviewId,
  question,
}: {
  interviewId: string;
  question: QuestionEvaluation;
}) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CorrectionValues>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { text: currentTranscriptText(question) },
  });
  const text = useWatch({ control: form.control, name: "text" }) ?? "";
  const correct = useCorrectTranscript(interviewId, {
    onSuccess: (view) => {
      setOpen(false);
      const answer = view.questions.find((entry) => entry.index === question.index);
      if (answer?.correctionRequest?.status === "open") {
        toast.success("Correction sent for review", { description: correctionWaitingText });
        return;
      }
      toast.success("Transcript corrected", {
        description: "Your interview is being assessed again with your correction.",
      });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, ["text"]).length === 0) setServerError(error.message);
    },
  });

  function changeOpen(next: boolean) {
    if (correct.isPending) return;
    setOpen(next);
    setServerError(null);
    // Each opening starts from the transcript as it is now (a correction made meanwhile included).
    if (next) form.reset({ text: currentTranscriptText(question) });
  }

  const { number } = question;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <PencilLine aria-hidden="true" />
          Correct transcript
          <span className="sr-only"> of answer {number}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setServerError(null);
            correct.mutate({ questionIndex: question.index, text: values.text });
          })}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Correct your answer to question {number}</DialogTitle>
            <DialogDescription>
              Fix words the transcript got wrong. A fix of a few misheard words applies at once and your interview is
              assessed again. A larger change, or one that adds or removes a word such as “not”, waits until a reviewer
              has listened to your answer and accepts it. Reviewers see your correction beside the automatic transcript.
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm font-medium">{question.question}</p>
          <HeardWords question={question} />
          <FormField
            label="What you said"
            error={form.formState.errors.text?.message}
            counter={{ current: text.length, max: TRANSCRIPT_CORRECTION_MAX }}
          >
            <Textarea rows={8} {...form.register("text")} />
          </FormField>
          {serverError && (
            <p role="alert" className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-700">
              {serverError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={correct.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={correct.isPending} loadingText="Sending...">
              Save correction
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
