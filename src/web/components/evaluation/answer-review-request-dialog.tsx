import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquareReply } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { evaluationMessages, REVIEW_MESSAGE_MAX } from "@shared/evaluation/evaluation-contracts";
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
import { useAnswerReviewRequest } from "@web/lib/interviews/review-requests";

const answerSchema = z.object({
  response: z
    .string()
    .trim()
    .min(1, evaluationMessages.reviewAnswer)
    .max(REVIEW_MESSAGE_MAX, evaluationMessages.reviewMessageTooLong),
});
type AnswerValues = z.input<typeof answerSchema>;

/**
 * Answers a candidate's request for a human review (decision 0050: a person decides). The
 * candidate reads the answer on their interview page and gets it by e-mail.
 */
export function AnswerReviewRequestDialog({
  request,
}: {
  request: { id: string; message: string; candidateName?: string };
}) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AnswerValues>({ resolver: zodResolver(answerSchema), defaultValues: { response: "" } });
  const response = useWatch({ control: form.control, name: "response" }) ?? "";
  const answer = useAnswerReviewRequest({
    onSuccess: () => {
      setOpen(false);
      form.reset();
      toast.success("Answer sent", {
        description: "The candidate can read it on their interview page, and by e-mail.",
      });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, ["response"]).length === 0) setServerError(error.message);
    },
  });

  function changeOpen(next: boolean) {
    if (answer.isPending) return;
    setOpen(next);
    if (!next) {
      form.reset();
      setServerError(null);
    }
  }

  const who = request.candidateName ?? "the candidate";
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <MessageSquareReply aria-hidden="true" />
          Answer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setServerError(null);
            answer.mutate({ id: request.id, response: values.response });
          })}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Answer {who}</DialogTitle>
            <DialogDescription>
              Say what a person looked at again and what it changes. Overrides of the AI&apos;s scores are made on the
              AI Feedback tab, with their own reason.
            </DialogDescription>
          </DialogHeader>
          <blockquote className="rounded-md border border-border bg-muted p-3 text-sm whitespace-pre-line">
            {request.message}
          </blockquote>
          <FormField
            label="Your answer"
            error={form.formState.errors.response?.message}
            counter={{ current: response.length, max: REVIEW_MESSAGE_MAX }}
          >
            <Textarea rows={5} {...form.register("response")} />
          </FormField>
          {serverError && (
            <p role="alert" className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-700">
              {serverError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={answer.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={answer.isPending} loadingText="Sending...">
              Send answer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
