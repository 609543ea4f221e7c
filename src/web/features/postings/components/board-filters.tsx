import { useId, useState, type FormEvent } from "react";
import { boardEmploymentTypes, boardLocationTypes } from "@shared/postings/contracts";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { ANY } from "../lib/board-filters";

/** Location type, employment type and one skill; each change goes back to page 1 (the URL keeps them). */
export function BoardFilters({
  locationType,
  employmentType,
  skill,
  onChange,
}: {
  locationType?: string | undefined;
  employmentType?: string | undefined;
  skill?: string | undefined;
  onChange: (name: "locationType" | "employmentType" | "skill", value: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterSelect
        label="Location type"
        value={locationType ?? ANY}
        options={boardLocationTypes}
        anyLabel="Any location"
        onChange={(value) => onChange("locationType", value)}
      />
      <FilterSelect
        label="Employment type"
        value={employmentType ?? ANY}
        options={boardEmploymentTypes}
        anyLabel="Any employment type"
        onChange={(value) => onChange("employmentType", value)}
      />
      <SkillFilter key={skill ?? ""} skill={skill ?? ""} onChange={(value) => onChange("skill", value)} />
    </div>
  );
}

function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Applied on Enter or when the field loses focus, so typing does not reload the list per keystroke. */
function SkillFilter({ skill, onChange }: { skill: string; onChange: (value: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(skill);
  const commit = () => {
    if (value.trim() !== skill) onChange(value.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form className="grid gap-1.5" onSubmit={submit}>
      <Label htmlFor={id}>Skill</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        placeholder="e.g. Python"
        autoComplete="off"
      />
    </form>
  );
}
