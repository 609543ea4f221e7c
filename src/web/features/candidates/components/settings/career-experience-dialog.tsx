import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  EXPERIENCE_DESCRIPTION_MAX,
  EXPERIENCE_TEXT_MAX,
  careerMessages,
  experienceInputSchema,
  latestDateAnywhere,
  type Experience,
  type ExperienceInput,
} from "@shared/candidates/career-contracts";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { useSaveMyExperience } from "../../api/career/save-my-experience";

const END_DATE_REQUIRED = "Please enter the end date, or tick 'I work here now'.";

/** The dialog's fields; 'I work here now' stands for an end date of Present (null). */
const experienceFormSchema = z
  .object({
    position: z.string(),
    companyName: z.string(),
    startDate: z.string().min(1, { error: careerMessages.startDateRequired }),
    endDate: z.string(),
    current: z.boolean(),
    description: z.string(),
  })
  .superRefine((value, context) => {
    if (!value.current && value.endDate === "")
      context.addIssue({ code: "custom", message: END_DATE_REQUIRED, path: ["endDate"] });
  })
  .transform((value): ExperienceInput => ({
    position: value.position,
    companyName: value.companyName,
    startDate: value.startDate,
    endDate: value.current ? null : value.endDate,
    description: value.description,
  }))
  .pipe(experienceInputSchema);

type FormValues = z.input<typeof experienceFormSchema>;

const fields = ["position", "companyName", "startDate", "endDate", "description"] as const;

function formValues(entry: Experience | null): FormValues {
  return {
    position: entry?.position ?? "",
    companyName: entry?.companyName ?? "",
    startDate: entry?.startDate ?? "",
    endDate: entry?.endDate ?? "",
    current: entry ? entry.endDate === null : false,
    description: entry?.description ?? "",
  };
}

/** Adds a position (entry null) or edits one; stays open with the messages when refused. */
export function CareerExperienceDialog({
  open,
  entry,
  onOpenChange,
}: {
  open: boolean;
  entry: Experience | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<FormValues, unknown, ExperienceInput>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: formValues(entry),
  });
  const { errors } = form.formState;
  const current = useWatch({ control: form.control, name: "current" });
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  const latest = latestDateAnywhere();

  useEffect(() => {
    if (open) form.reset(formValues(entry));
  }, [open, entry, form]);

  const save = useSaveMyExperience({
    onSuccess: () => {
      toast.success(entry ? careerMessages.experienceUpdated : careerMessages.experienceAdded);
      onOpenChange(false);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, fields).length === 0)
        toast.error(careerMessages.saveFailed, { description: error.message });
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{entry ? "Edit experience" : "Add experience"}</DialogTitle>
          <DialogDescription>The position, the company, when, and what you did there.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate({ id: entry?.id ?? null, values }))}
        >
          <FormField label="Position" error={errors.position?.message}>
            <Input {...form.register("position")} maxLength={EXPERIENCE_TEXT_MAX} autoComplete="organization-title" />
          </FormField>
          <FormField label="Company" error={errors.companyName?.message}>
            <Input {...form.register("companyName")} maxLength={EXPERIENCE_TEXT_MAX} autoComplete="organization" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Start date" error={errors.startDate?.message}>
              <Input type="date" max={latest} {...form.register("startDate")} />
            </FormField>
            <FormField label="End date" error={current ? undefined : errors.endDate?.message}>
              <Input type="date" max={latest} disabled={current} {...form.register("endDate")} />
            </FormField>
          </div>
          <FormField label="I work here now" layout="inline">
            <Controller
              control={form.control}
              name="current"
              render={({ field }) => (
                <Checkbox checked={field.value} onCheckedChange={(value) => field.onChange(value === true)} />
              )}
            />
          </FormField>
          <FormField
            label="Description"
            optional
            error={errors.description?.message}
            counter={{ current: description.length, max: EXPERIENCE_DESCRIPTION_MAX }}
          >
            <Textarea {...form.register("description")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : entry ? "Save changes" : "Add experience"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
