import { StickyNote } from "lucide-react";
import { useState, type FormEvent } from "react";
import { TEAM_NOTE_MAX_CHARS, teamNoteMessages, type TeamNote } from "@shared/candidates/team-notes-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Skeleton } from "@web/components/ui/skeleton";
import { Textarea } from "@web/components/ui/textarea";
import { formatDate } from "@web/lib/ui/format-date";

export interface TeamNotesPanelProps {
  /** The notes, newest first; undefined while loading. */
  notes: TeamNote[] | undefined;
  loadError: boolean;
  onRetry: () => void;
  /** Saves a note; resolves once saved (the panel then clears the field), rejects on failure. */
  onAdd: (text: string) => Promise<unknown>;
  adding: boolean;
  /** Which application's page this is, so its own notes say "on this application". */
  applicationId?: string;
}

/**
 * A company's team notes about a candidate: the add form, then the notes with author and time.
 * Presentational: the page's feature reads and writes them, so the application page and the
 * candidate profile share this one panel.
 */
export function TeamNotesPanel({ notes, loadError, onRetry, onAdd, adding, applicationId }: TeamNotesPanelProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError(teamNoteMessages.required);
    if (value.length > TEAM_NOTE_MAX_CHARS) return setError(teamNoteMessages.tooLong);
    setError(undefined);
    try {
      await onAdd(value);
      setText("");
    } catch {
      // The page's hook shows the failure; the text stays for another try.
    }
  }

  return (
    <div className="grid gap-6">
      <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate>
        <FormField
          label="Add a note"
          hint="Only your company's team sees notes. The candidate never does."
          counter={{ current: text.length, max: TEAM_NOTE_MAX_CHARS }}
          {...(error ? { error } : {})}
        >
          <Textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="What stood out, what to ask next..."
            rows={3}
          />
        </FormField>
        <Button type="submit" className="justify-self-start" loading={adding} loadingText="Adding...">
          Add note
        </Button>
      </form>

      {loadError ? (
        <div className="grid justify-items-start gap-2">
          <p className="font-medium">The notes did not load</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : notes === undefined ? (
        <div role="status" aria-label="Loading notes" className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : notes.length === 0 ? (
        <EmptyState icon={StickyNote} title="No notes yet">
          <p>Notes your team writes about this candidate appear here, newest first.</p>
        </EmptyState>
      ) : (
        <ol className="grid gap-3" aria-label="Team notes">
          {notes.map((note) => (
            <li key={note.id} className="grid gap-1.5 rounded-lg border border-border bg-background p-4">
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{note.authorName ?? "A former team member"}</span>
                {" · "}
                <time dateTime={note.createdAt}>{formatDate(note.createdAt, "dateTime")}</time>
                {note.application &&
                  (note.application.id === applicationId
                    ? " · on this application"
                    : ` · on ${note.application.postingTitle}`)}
              </p>
              <p className="leading-relaxed whitespace-pre-line">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
