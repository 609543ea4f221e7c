import { useId, useState, type ReactNode } from "react";
import type { SelfIdentificationInput } from "@shared/fairness/self-identification-contracts";
import {
  raceEthnicityCategories,
  sexCategories,
  type RaceEthnicityCategory,
  type SexCategory,
} from "@shared/fairness/self-identification";

/** What the candidate is told, in plain words, wherever they are asked or shown their answers. */
export function SelfIdentificationExplanation() {
  return (
    <div className="grid gap-2 text-sm text-muted-foreground">
      <p>
        We ask two optional questions: your sex, and your race or ethnicity (the categories US employers report on).
        Each has &ldquo;I prefer not to say&rdquo;.
      </p>
      <p>
        Why: we count how often people in each group are hired and how the AI scores them, so companies can check that
        no group is treated worse than another (an impact-ratio audit).
      </p>
      <p>
        Your answers are never shown to companies or reviewers, and never used in matching or scoring. They are only
        counted in groups of 5 people or more. You can change or delete them at any time in your settings.
      </p>
    </div>
  );
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange(value: Value): void;
}

/** A question as radio buttons: every option visible, labelled, usable by keyboard. */
function ChoiceGroup<Value extends string>({ legend, name, options, value, onChange }: ChoiceGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-indigo-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface SelfIdentificationFormProps {
  initial: SelfIdentificationInput;
  onSubmit(input: SelfIdentificationInput): void;
  /** The buttons: the submit one must have type="submit". */
  actions: ReactNode;
}

/** The two questions; unanswered ones are sent as null. */
export function SelfIdentificationForm({ initial, onSubmit, actions }: SelfIdentificationFormProps) {
  const [sex, setSex] = useState<SexCategory | null>(initial.sex);
  const [raceEthnicity, setRaceEthnicity] = useState<RaceEthnicityCategory | null>(initial.raceEthnicity);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ sex, raceEthnicity });
      }}
    >
      <ChoiceGroup<SexCategory> legend="Sex" name="sex" options={sexCategories} value={sex} onChange={setSex} />
      <ChoiceGroup<RaceEthnicityCategory>
        legend="Race or ethnicity"
        name="raceEthnicity"
        options={raceEthnicityCategories}
        value={raceEthnicity}
        onChange={setRaceEthnicity}
      />
      <div className="flex flex-wrap gap-2">{actions}</div>
    </form>
  );
}
