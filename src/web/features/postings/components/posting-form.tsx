import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import {
  POSTING_LIMITS,
  companyPostingInputSchema,
  postingVisibilities,
  type CompanyPostingInput,
  type CompanyPostingValues,
  type PostingVisibility,
} from "@shared/postings/company-posting-contracts";
import { boardEmploymentTypes, boardLocationTypes } from "@shared/postings/contracts";
import { Button } from "@web/components/ui/button";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { SelectField } from "@web/components/ui/select-field";
import { Textarea } from "@web/components/ui/textarea";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { ExperienceLevelSelect } from "./experience-level-select";
import { SkillTagsInput } from "./skill-tags-input";
import { TemplateSelect } from "./template-select";

/** The fields the server may name in its per-field messages, in the order they appear. */
const formFields = [
  "title",
  "description",
  "department",
  "locationType",
  "location",
  "employmentType",
  "salaryRange",
  "experienceLevel",
  "skills",
  "additionalNotes",
  "visibility",
  "interviewTemplateId",
  "shareAiFeedbackWithCandidates",
] as const satisfies readonly (keyof CompanyPostingInput)[];

const visibilityLabels: Record<PostingVisibility, { label: string; hint: string }> = {
  public: { label: "Public", hint: "Shown on the OneTake job board; candidates apply with their interview." },
  internal: { label: "Internal", hint: "Kept for internal use: not on the job board. Listed under Internal Jobs." },
};

export const emptyPostingForm = (visibility: PostingVisibility = "public"): CompanyPostingInput => ({
  title: "",
  description: "",
  department: "",
  locationType: "Remote",
  location: "",
  employmentType: "Full-time",
  salaryRange: "",
  skills: [],
  experienceLevel: null,
  additionalNotes: "",
  visibility,
  interviewTemplateId: null,
  shareAiFeedbackWithCandidates: true,
});

/**
 * The job form of /create-job and /edit-job/:id: the spec's rules and messages from the shared
 * schema, checked before sending; the server's field messages land on their fields.
 */
export function PostingForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  defaultValues: CompanyPostingInput;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Returns the save's promise; a refusal with field messages is shown on the fields. */
  onSubmit: (values: CompanyPostingValues) => Promise<unknown>;
}) {
  const form = useForm<CompanyPostingInput, unknown, CompanyPostingValues>({
    resolver: zodResolver(companyPostingInputSchema),
    defaultValues,
  });
  const { errors } = form.formState;

  async function submit(values: CompanyPostingValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, form, formFields);
    }
  }

  return (
    <form noValidate aria-label="Job posting" className="grid grid-cols-1 gap-5" onSubmit={form.handleSubmit(submit)}>
      <FormField label="Job title" error={errors.title?.message}>
        <Input {...form.register("title")} maxLength={POSTING_LIMITS.title} autoComplete="off" />
      </FormField>
      <FormField
        label="Job description"
        hint="What the role is, what the person will do, and what they need to bring."
        error={errors.description?.message}
      >
        <Textarea {...form.register("description")} rows={8} maxLength={POSTING_LIMITS.description} />
      </FormField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField label="Department" optional error={errors.department?.message}>
          <Input
            {...form.register("department")}
            maxLength={POSTING_LIMITS.department}
            placeholder="e.g. Engineering"
          />
        </FormField>
        <SelectField
          control={form.control}
          name="employmentType"
          label="Employment type"
          placeholder="Choose an employment type"
          options={boardEmploymentTypes.map((type) => ({ value: type, label: type }))}
        />
        <SelectField
          control={form.control}
          name="locationType"
          label="Location type"
          placeholder="Choose a location type"
          options={boardLocationTypes.map((type) => ({ value: type, label: type }))}
        />
        <FormField label="Location" hint="A city, a region or a time zone." error={errors.location?.message}>
          <Input
            {...form.register("location")}
            maxLength={POSTING_LIMITS.location}
            placeholder="e.g. Berlin, Germany"
          />
        </FormField>
        <FormField label="Salary range" optional error={errors.salaryRange?.message}>
          <Input
            {...form.register("salaryRange")}
            maxLength={POSTING_LIMITS.salaryRange}
            placeholder="e.g. $90k – $120k"
          />
        </FormField>
        <ExperienceLevelSelect control={form.control} />
      </div>
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => (
          <SkillTagsInput
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <FormField label="Additional notes" optional error={errors.additionalNotes?.message}>
        <Textarea {...form.register("additionalNotes")} rows={3} maxLength={POSTING_LIMITS.additionalNotes} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Visibility</legend>
        {postingVisibilities.map((visibility) => (
          <label
            key={visibility}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              value={visibility}
              {...form.register("visibility")}
              className="mt-1 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{visibilityLabels[visibility].label}</span>
              <span className="text-sm text-muted-foreground">{visibilityLabels[visibility].hint}</span>
            </span>
          </label>
        ))}
        {errors.visibility?.message && (
          <p role="alert" className="text-sm text-danger">
            {errors.visibility.message}
          </p>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="interviewTemplateId"
        render={({ field, fieldState }) => (
          <TemplateSelect
            value={field.value ?? null}
            attachedId={defaultValues.interviewTemplateId ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField
        control={form.control}
        name="shareAiFeedbackWithCandidates"
        label="Share the AI feedback with applicants"
        hint="Applicants see the same evidence and scores you see for their interview, with a short summary. A person on your team still makes every decision."
      />
      <div className="flex justify-end">
        <Button type="submit" loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
