import { X } from "lucide-react";
import { useState, type KeyboardEvent, type Ref } from "react";
import { POSTING_LIMITS, companyPostingMessages, skillProblem } from "@shared/postings/company-posting-contracts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";

/**
 * Skills as tags (decision 0032): Enter (or Add) adds the typed skill, a duplicate or empty one is
 * refused with its message, and each chip has its own remove button, so it all works from the
 * keyboard. The form's own error (e.g. from the server) shows when there is no local one.
 */
export function SkillTagsInput({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const found =
      value.length >= POSTING_LIMITS.skills ? companyPostingMessages.skillsTooMany : skillProblem(draft, value);
    if (found) {
      setProblem(found);
      return;
    }
    onChange([...value, draft.trim()]);
    setDraft("");
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    // Enter adds a tag; it must never submit the whole form.
    event.preventDefault();
    add();
  }

  return (
    <div className="grid grid-cols-1 gap-2">
      <FormField label="Skills" optional hint="Type a skill and press Enter to add it." error={problem ?? error}>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            placeholder="e.g. Python"
            autoComplete="off"
            maxLength={POSTING_LIMITS.skill + 10}
          />
          <Button type="button" variant="outline" onClick={add}>
            Add
          </Button>
        </div>
      </FormField>
      {value.length > 0 && (
        <ul aria-label="Added skills" className="flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {skill}
                <button
                  type="button"
                  aria-label={`Remove ${skill}`}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200"
                  onClick={() => onChange(value.filter((other) => other !== skill))}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
