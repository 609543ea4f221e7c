import { Pencil, Save, X } from "lucide-react";
import { useState } from "react";
import type { InterviewTemplate } from "@shared/interviews/template-contracts";
import { BackLink } from "@web/components/back-link";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";
import { PageHeader } from "@web/components/list/page-header";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-client";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCreateInterviewTemplate } from "../api/templates/create-interview-template";
import { useDeleteInterviewTemplate } from "../api/templates/delete-interview-template";
import { useInterviewTemplates } from "@web/lib/interviews/interview-templates";
import { useSaveInterviewTemplate } from "../api/templates/save-interview-template";
import { DeleteTemplateDialog } from "../components/templates/delete-template-dialog";
import { TemplateHelpCard } from "../components/templates/template-help-card";
import { TemplateList } from "../components/templates/template-list";
import { TemplatePreview } from "../components/templates/template-preview";
import { TemplateQuestionsPanel } from "../components/templates/template-questions-panel";
import { TemplateSettingsPanel } from "../components/templates/template-settings-panel";
import { draftErrors, draftOf, saveBodyOf, type DraftErrors, type TemplateDraft } from "../lib/template-draft";

type Tab = "settings" | "questions" | "preview";

/** The tab that shows a field's message, so a refused save reveals it. */
const tabOf = (field: string): Tab => (field.startsWith("questions") ? "questions" : "settings");

/** /interview-customization: the company's interview templates, stored per company (decision 0033). */
export function InterviewCustomizationPage() {
  usePageMeta({ title: "Interview Customization" });
  const templates = useInterviewTemplates();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tab, setTab] = useState<Tab>("settings");
  const [deleting, setDeleting] = useState<InterviewTemplate | null>(null);

  const items = templates.data?.items ?? [];
  // The chosen template, or the first one when none is chosen (or the chosen one is gone).
  const selected = items.find((item) => item.id === chosenId) ?? items[0] ?? null;

  function startEditing(template: InterviewTemplate) {
    setDraft(draftOf(template));
    setErrors({});
  }
  function stopEditing() {
    setDraft(null);
    setErrors({});
  }

  const create = useCreateInterviewTemplate({
    onSuccess: (template) => {
      setChosenId(template.id);
      setTab("settings");
      startEditing(template);
      toast.success("New template created");
    },
    onError: (error) => toast.error("Failed to create template", { description: error.message }),
  });

  const save = useSaveInterviewTemplate({
    onSuccess: () => {
      stopEditing();
      toast.success("Template saved successfully");
    },
    onError: (error) => {
      const fields = isApiError(error) && error.fields ? { ...error.fields } : {};
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) setTab(tabOf(first));
      toast.error("Failed to save template", { description: error.message });
    },
  });

  const remove = useDeleteInterviewTemplate({
    onSuccess: ({ id }) => {
      // Deleting the selected template selects the first remaining one.
      if (selected?.id === id) setChosenId(null);
      setDeleting(null);
      toast.success("Template deleted");
    },
    onError: (error) => toast.error("Failed to delete template", { description: error.message }),
  });

  function saveDraft() {
    if (!selected || !draft) return;
    const body = saveBodyOf(draft);
    const found = draftErrors(body);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setTab(tabOf(first));
      return;
    }
    save.mutate({ id: selected.id, template: body });
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to="/enterprise-dashboard">Back to dashboard</BackLink>
      <PageHeader
        title="Interview Customization"
        description="Create interview templates with your own questions and time limits, then use them on your job postings."
      />
      {templates.isError ? (
        <SettingsLoadError message={templates.error.message} onRetry={() => void templates.refetch()} />
      ) : !templates.data ? (
        <SettingsSkeleton rows={4} />
      ) : (
        // On a phone: list, editor, then help; on a wide screen list and help share the left column.
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <TemplateList
              templates={items}
              selectedId={selected?.id ?? null}
              locked={draft !== null}
              creating={create.isPending}
              onSelect={setChosenId}
              onCreate={() => create.mutate()}
              onDelete={setDeleting}
            />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {selected ? (
              <TemplateEditor
                template={selected}
                interviewerAvailable={templates.data.interviewerAvailable}
                draft={draft}
                errors={errors}
                tab={tab}
                saving={save.isPending}
                onTab={setTab}
                onEdit={() => startEditing(selected)}
                onCancel={stopEditing}
                onSave={saveDraft}
                onDraft={setDraft}
              />
            ) : (
              <Card>
                <CardContent className="grid gap-2 p-6">
                  <h2 className="text-lg font-semibold">No template selected</h2>
                  <p className="text-sm text-muted-foreground">
                    Create a template with New Template to choose your own interview questions.
                  </p>
                </CardContent>
              </Card>
            )}
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <TemplateHelpCard />
          </div>
        </div>
      )}
      <DeleteTemplateDialog
        template={deleting}
        deleting={remove.isPending}
        onConfirm={(template) => remove.mutate(template.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function TemplateEditor({
  template,
  interviewerAvailable,
  draft,
  errors,
  tab,
  saving,
  onTab,
  onEdit,
  onCancel,
  onSave,
  onDraft,
}: {
  template: InterviewTemplate;
  interviewerAvailable: boolean;
  draft: TemplateDraft | null;
  errors: DraftErrors;
  tab: Tab;
  saving: boolean;
  onTab: (tab: Tab) => void;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onDraft: (draft: TemplateDraft) => void;
}) {
  const errorCount = Object.keys(errors).length;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <CardTitle asChild>
            <h2 className="break-words">{template.name}</h2>
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <Badge variant={template.isActive ? "success" : "secondary"}>
              {template.isActive ? "Active" : "Inactive"}
            </Badge>
            {template.postingCount > 0 && (
              <Badge variant="info">
                {template.postingCount === 1
                  ? "Used by 1 job posting"
                  : `Used by ${template.postingCount} job postings`}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {draft ? (
            <>
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                <X aria-hidden="true" />
                Cancel
              </Button>
              <Button onClick={onSave} loading={saving} loadingText="Saving...">
                <Save aria-hidden="true" />
                Save Changes
              </Button>
            </>
          ) : (
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit Template
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {errorCount > 0 && (
          <p role="alert" className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-700">
            {errorCount === 1 ? "One field needs your attention." : `${errorCount} fields need your attention.`}
          </p>
        )}
        <Tabs value={tab} onValueChange={(value) => onTab(value as Tab)} className="min-w-0">
          <TabsList>
            <TabsTrigger value="settings">Template Settings</TabsTrigger>
            <TabsTrigger value="questions">Interview Questions</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          <TabsContent value="settings">
            <TemplateSettingsPanel
              template={template}
              draft={draft}
              errors={errors}
              interviewerAvailable={interviewerAvailable}
              onChange={(patch) => draft && onDraft({ ...draft, ...patch })}
            />
          </TabsContent>
          <TabsContent value="questions">
            <TemplateQuestionsPanel
              template={template}
              questions={draft?.questions ?? null}
              errors={errors}
              onChange={(questions) => draft && onDraft({ ...draft, questions })}
            />
          </TabsContent>
          <TabsContent value="preview">
            <TemplatePreview
              template={draft ?? draftOf(template)}
              unsaved={draft !== null}
              interviewerAvailable={interviewerAvailable}
            />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
