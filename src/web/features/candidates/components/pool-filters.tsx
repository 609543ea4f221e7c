import { X } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { experienceLevels } from "@shared/accounts/candidate-application";
import { POOL_SKILLS_MAX } from "@shared/candidates/contracts";
import { pipelineStatusLabels, pipelineStatusValues } from "@shared/candidates/pipeline-status-contracts";
import { ANY_OPTION, FilterSelect } from "@web/components/list/filter-select";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { hasPoolFilters, parseSkills, type PoolParams } from "../lib/pool-filters";

export type PoolFilterName = "skills" | "experience" | "location" | "interview" | "status";

/** Skills (tags), experience, location, completed interview and the company's own pipeline status. */
export function PoolFilters({
  params,
  showPipeline,
  onChange,
  onClear,
}: {
  params: PoolParams;
  /** Admins have no pipeline of their own. */
  showPipeline: boolean;
  /** The URL value ("" clears the filter). */
  onChange: (name: PoolFilterName, value: string) => void;
  onClear: () => void;
}) {
  const interviewId = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SkillTags skills={params.skills} onChange={(skills) => onChange("skills", skills.join(","))} />
        <FilterSelect
          label="Experience"
          value={params.experience ?? ANY_OPTION}
          options={experienceLevels.map((level) => ({ value: level.value, label: level.label }))}
          anyLabel="Any experience"
          onChange={(value) => onChange("experience", value === ANY_OPTION ? "" : value)}
        />
        <LocationFilter
          key={params.location ?? ""}
          location={params.location ?? ""}
          onChange={(value) => onChange("location", value)}
        />
        {showPipeline && (
          <FilterSelect
            label="Pipeline status"
            value={params.pipelineStatus ?? ANY_OPTION}
            options={pipelineStatusValues.map((status) => ({ value: status, label: pipelineStatusLabels[status] }))}
            anyLabel="Any status"
            onChange={(value) => onChange("status", value === ANY_OPTION ? "" : value)}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={interviewId}
            checked={params.hasInterview}
            onCheckedChange={(checked) => onChange("interview", checked === true ? "1" : "")}
          />
          <Label htmlFor={interviewId} className="font-normal">
            Completed interview only
          </Label>
        </div>
        {hasPoolFilters(params) && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}

/** Skills as tags: Enter or a comma adds the typed skill, Backspace in the empty field removes the last. */
function SkillTags({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const full = skills.length >= POOL_SKILLS_MAX;
  const add = () => {
    const next = parseSkills([...skills, text].join(","));
    setText("");
    if (next.length !== skills.length) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && text === "" && skills.length > 0) {
      onChange(skills.slice(0, -1));
    }
  };
  return (
    <form className="grid content-start gap-1.5" onSubmit={submit}>
      <Label htmlFor={id}>Skills</Label>
      <Input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && add()}
        placeholder={full ? "Up to 10 skills" : "e.g. Python, then Enter"}
        disabled={full}
        autoComplete="off"
        aria-describedby={hintId}
      />
      <p id={hintId} className="sr-only">
        Candidates must have every skill listed.
      </p>
      {skills.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skill filters">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {skill}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove skill ${skill}`}
                  onClick={() => onChange(skills.filter((each) => each !== skill))}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

/** Applied on Enter or when the field loses focus, so typing does not reload the list per keystroke. */
function LocationFilter({ location, onChange }: { location: string; onChange: (value: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(location);
  const commit = () => {
    if (value.trim() !== location) onChange(value.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form className="grid content-start gap-1.5" onSubmit={submit}>
      <Label htmlFor={id}>Location</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        placeholder="e.g. Berlin"
        autoComplete="off"
      />
    </form>
  );
}
