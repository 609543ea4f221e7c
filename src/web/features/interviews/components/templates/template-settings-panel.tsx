import { FOLLOW_UP_SECONDS } from "@shared/interviews/follow-up-timing";
import { TEMPLATE_NAME_MAX, TEMPLATE_TEXT_MAX, type InterviewTemplate } from "@shared/interviews/template-contracts";
import { Badge } from "@web/components/ui/badge";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import type { DraftErrors, TemplateDraft } from "../../lib/template-draft";

type SettingsPatch = Partial<Omit<TemplateDraft, "questions">>;

/** Template Settings: the saved values, or while editing the fields (the active toggle only here). */
export function TemplateSettingsPanel({
  template,
  draft,
  errors,
  interviewerAvailable,
  onChange,
}: {
  template: InterviewTemplate;
  draft: TemplateDraft | null;
  errors: DraftErrors;
  /** Without an AI interviewer configured no interview asks follow-ups, and the page says so. */
  interviewerAvailable: boolean;
  onChange: (patch: SettingsPatch) => void;
}) {
  if (!draft) {
    const rows: [string, string | null][] = [
      ["Name", template.name],
      ["Description", template.description],
      ["Role", template.role],
      ["Department", template.department],
    ];
    return (
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className={label === "Description" ? "grid gap-1 sm:col-span-2" : "grid gap-1"}>
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="text-pretty whitespace-pre-line">{value || "Not set"}</dd>
          </div>
        ))}
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">AI follow-up questions</dt>
          <dd>{followUpSummary(template, interviewerAvailable)}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">Status</dt>
          <dd>
            <Badge variant={template.isActive ? "success" : "secondary"}>
              {template.isActive ? "Active" : "Inactive"}
            </Badge>
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Template name" error={errors.name} className="sm:col-span-2">
        <Input
          value={draft.name}
          maxLength={TEMPLATE_NAME_MAX + 20}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <FormField label="Description" optional error={errors.description} className="sm:col-span-2">
        <Textarea
          rows={3}
          value={draft.description}
          maxLength={TEMPLATE_TEXT_MAX}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </FormField>
      <FormField label="Role" optional error={errors.role} hint="e.g. Frontend Developer">
        <Input value={draft.role} onChange={(event) => onChange({ role: event.target.value })} />
      </FormField>
      <FormField label="Department" optional error={errors.department} hint="e.g. Engineering">
        <Input value={draft.department} onChange={(event) => onChange({ department: event.target.value })} />
      </FormField>
      <FormField
        layout="inline"
        label="Active"
        hint="Marks the template as ready to use on your job postings."
        className="sm:col-span-2"
      >
        <Checkbox checked={draft.isActive} onCheckedChange={(checked) => onChange({ isActive: checked === true })} />
      </FormField>
      <FormField
        layout="inline"
        label="AI follow-up questions"
        hint={
          interviewerAvailable
            ? "After a question, the AI interviewer may ask one short follow-up about the candidate's own answer. Every candidate is asked the same questions."
            : "No AI interviewer is configured on this server, so no interview asks follow-ups. The setting is kept for when one is."
        }
        className="sm:col-span-2"
      >
        <Checkbox
          checked={draft.followUpsEnabled}
          onCheckedChange={(checked) => onChange({ followUpsEnabled: checked === true })}
        />
      </FormField>
      {draft.followUpsEnabled && (
        <FormField
          label="Follow-up time limit (seconds)"
          error={errors.followUpSeconds}
          hint={`${FOLLOW_UP_SECONDS.min} to ${FOLLOW_UP_SECONDS.max} seconds to answer a follow-up.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={FOLLOW_UP_SECONDS.min}
            max={FOLLOW_UP_SECONDS.max}
            value={Number.isFinite(draft.followUpSeconds) ? draft.followUpSeconds : ""}
            onChange={(event) => onChange({ followUpSeconds: event.target.valueAsNumber })}
          />
        </FormField>
      )}
    </div>
  );
}

function followUpSummary(template: InterviewTemplate, interviewerAvailable: boolean): string {
  if (!template.followUpsEnabled) return "Off";
  if (!interviewerAvailable) return "On, but no AI interviewer is configured on this server";
  return `On, ${template.followUpSeconds} seconds each`;
}
