import { useId, useState, type FormEvent } from "react";
import { boardEmploymentTypes, boardLocationTypes } from "@shared/postings/contracts";
import { ANY_OPTION, FilterSelect } from "@web/components/list/filter-select";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

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
        value={locationType ?? ANY_OPTION}
        options={boardLocationTypes}
        anyLabel="Any location"
        onChange={(value) => onChange("locationType", value)}
      />
      <FilterSelect
        label="Employment type"
        value={employmentType ?? ANY_OPTION}
        options={boardEmploymentTypes}
        anyLabel="Any employment type"
        onChange={(value) => onChange("employmentType", value)}
      />
      <SkillFilter key={skill ?? ""} skill={skill ?? ""} onChange={(value) => onChange("skill", value)} />
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
