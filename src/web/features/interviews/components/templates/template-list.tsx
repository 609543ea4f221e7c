import { Plus, Trash2 } from "lucide-react";
import type { InterviewTemplate } from "@shared/interviews/template-contracts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/ui/cn";

/**
 * The company's templates, each a button that selects it, with its own Delete. While a template
 * is being edited the list is locked, so unsaved changes are never dropped by a stray click.
 */
export function TemplateList({
  templates,
  selectedId,
  locked,
  creating,
  onSelect,
  onCreate,
  onDelete,
}: {
  templates: InterviewTemplate[];
  selectedId: string | null;
  locked: boolean;
  creating: boolean;
  onSelect: (id: string) => void;
  onCreate: () => void;
  onDelete: (template: InterviewTemplate) => void;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle asChild>
          <h2 id="template-list-title">Templates</h2>
        </CardTitle>
        <Button size="sm" onClick={onCreate} disabled={locked} loading={creating} loadingText="Creating...">
          <Plus aria-hidden="true" />
          New Template
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {locked && <p className="text-sm text-muted-foreground">Save or cancel your changes to switch templates.</p>}
        {templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">No templates yet. Create one to set your own questions.</p>
        ) : (
          <ul aria-labelledby="template-list-title" className="grid gap-2">
            {templates.map((template) => {
              const selected = template.id === selectedId;
              return (
                <li
                  key={template.id}
                  className={cn(
                    "flex items-start gap-1 rounded-md border p-1",
                    selected ? "border-primary bg-primary-tint" : "border-border",
                  )}
                >
                  <button
                    type="button"
                    aria-current={selected ? "true" : undefined}
                    disabled={locked && !selected}
                    onClick={() => onSelect(template.id)}
                    className="grid min-w-0 flex-1 gap-1 rounded-sm px-2 py-1.5 text-left disabled:opacity-60"
                  >
                    <span className="font-medium break-words">{template.name}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant={template.isActive ? "success" : "secondary"}>
                        {template.isActive ? "Active" : "Inactive"}
                      </Badge>
                      {template.questions.length === 1 ? "1 question" : `${template.questions.length} questions`}
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    disabled={locked}
                    onClick={() => onDelete(template)}
                    aria-label={`Delete ${template.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
