import { zodResolver } from "@hookform/resolvers/zod";
import { UserPen } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { EVALUATION_REASON_MAX } from "@shared/evaluation/evaluation-contracts";
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
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { useOverrideEvaluation } from "@web/lib/interviews/interview-evaluation";
import {
  overrideBodyOf,
  overrideFormSchema,
  scoreRange,
  type OverrideFormValues,
  type OverrideTarget,
} from "./override-form";

/**
 * A person overrides the AI (decision 0050): a score and a required reason. The AI's result is
 * kept and shown beside the override; both are in the audit log.
 */
export function OverrideDialog({
  interviewId,
  target,
  current,
}: {
  interviewId: string;
  target: OverrideTarget;
  /** The score shown now (the AI's, or the latest override), to start from. */
  current: number | null;
}) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = overrideFormSchema(target);
  const { min, max } = scoreRange(target);
  const form = useForm<OverrideFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "", ...(current !== null ? { score: current } : {}) },
  });
  const reason = useWatch({ control: form.control, name: "reason" }) ?? "";
  const what = target.kind === "overall" ? "the overall score" : `“${target.competency}”`;

  const override = useOverrideEvaluation(interviewId, {
    onSuccess: () => {
      setOpen(false);
      form.reset();
      toast.success("Override recorded", { description: "The AI's result stays beside yours." });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, ["score", "reason"]).length === 0) setServerError(error.message);
    },
  });

  function changeOpen(next: boolean) {
    if (override.isPending) return;
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
          <UserPen aria-hidden="true" />
          Override
          <span className="sr-only"> {what}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => {
            setServerError(null);
            override.mutate(overrideBodyOf(target, values));
          })}
        >
          <DialogHeader>
            <DialogTitle>Override {what}</DialogTitle>
            <DialogDescription>
              Your score is shown beside the AI&apos;s, with your reason and your name. The AI&apos;s result is kept.
            </DialogDescription>
          </DialogHeader>
          <FormField label={`Your score (${min} to ${max})`} error={form.formState.errors.score?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              className="w-32 tabular-nums"
              {...form.register("score", { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            label="Reason"
            error={form.formState.errors.reason?.message}
            hint="What in the answer the AI missed or weighed wrongly."
            counter={{ current: reason.length, max: EVALUATION_REASON_MAX }}
          >
            <Textarea rows={4} {...form.register("reason")} />
          </FormField>
          {serverError && (
            <p role="alert" className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-700">
              {serverError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={override.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={override.isPending} loadingText="Saving...">
              Save override
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
