import { zodResolver } from "@hookform/resolvers/zod";
import { UserRoundCheck } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { evaluationMessages, REVIEW_MESSAGE_MAX, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { Badge } from "@web/components/ui/badge";
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
import { isApiError } from "@web/lib/http/api-error";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { formatDate } from "@web/lib/ui/format-date";
import { useRequestHumanReview } from "@web/lib/interviews/interview-evaluation";

const requestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, evaluationMessages.reviewMessage)
    .max(REVIEW_MESSAGE_MAX, evaluationMessages.reviewMessageTooLong),
});
type RequestValues = z.input<typeof requestSchema>;

/**
 * A person decides (decision 0050): the candidate may ask a person to review the evaluation,
 * and sees the request tracked here until it is answered. It reaches the company for a
 * posting's interview and OneTake's admins for the network interview.
 */
export function HumanReviewSection({
  evaluation,
  reviewer,
}: {
  evaluation: EvaluationView;
  /** Who answers: the company's name, or OneTake. */
  reviewer: string;
}) {
  const request = evaluation.reviewRequest;
  return (
    <section
      aria-labelledby="human-review-title"
      className="grid gap-3 rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="human-review-title" className="text-base font-semibold">
          Human review
        </h2>
        {request && (
          <Badge variant={request.status === "open" ? "warning" : "success"}>
            {request.status === "open" ? "Waiting for an answer" : "Answered"}
          </Badge>
        )}
      </div>
      {request ? (
        <>
          <div className="grid gap-1 text-sm">
            <h3 className="text-muted-foreground">
              You asked on <time dateTime={request.createdAt}>{formatDate(request.createdAt, "dateTime")}</time>
            </h3>
            <p className="whitespace-pre-line wrap-anywhere">{request.message}</p>
          </div>
          {request.status === "answered" && request.response !== null ? (
            <div className="grid gap-1 rounded-md border border-emerald-200 bg-success-tint p-3 text-sm">
              <h3 className="font-medium text-success">The answer from {reviewer}</h3>
              <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{request.response}</p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              A person at {reviewer} reads your message and answers here. We also e-mail you the answer.
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          The AI does not decide. If something here looks wrong, ask a person at {reviewer} to look at your interview
          again.
        </p>
      )}
      {evaluation.canRequestReview && request?.status !== "open" && (
        <div>
          <RequestHumanReviewDialog interviewId={evaluation.interviewId} reviewer={reviewer} />
        </div>
      )}
    </section>
  );
}

function RequestHumanReviewDialog({ interviewId, reviewer }: { interviewId: string; reviewer: string }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RequestValues>({ resolver: zodResolver(requestSchema), defaultValues: { message: "" } });
  const message = useWatch({ control: form.control, name: "message" }) ?? "";
  const request = useRequestHumanReview(interviewId, {
    onSuccess: () => {
      setOpen(false);
      form.reset();
      toast.success("Review requested", { description: `A person at ${reviewer} will answer you here.` });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setServerError(evaluationMessages.reviewAlreadyOpen);
        return;
      }
      if (applyServerFieldErrors(error, form, ["message"]).length === 0) setServerError(error.message);
    },
  });

  function changeOpen(next: boolean) {
    if (request.isPending) return;
    setOpen(next);
    if (!next) {
      form.reset();
      setServerError(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <UserRoundCheck aria-hidden="true" />
          Ask for a human review
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setServerError(null);
            request.mutate(values.message);
          })}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Ask for a human review</DialogTitle>
            <DialogDescription>
              A person at {reviewer} looks at your interview and its evaluation again, and answers you here and by
              e-mail.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Your message"
            hint="For example: which answer or score you would like them to look at, and why."
            error={form.formState.errors.message?.message}
            counter={{ current: message.length, max: REVIEW_MESSAGE_MAX }}
          >
            <Textarea rows={5} {...form.register("message")} />
          </FormField>
          {serverError && (
            <p role="alert" className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-700">
              {serverError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={request.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={request.isPending} loadingText="Sending...">
              Send request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
