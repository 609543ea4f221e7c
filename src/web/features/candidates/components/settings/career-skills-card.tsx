import { Plus, X } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import {
  SKILL_NAME_MAX,
  SKILL_YEARS_MAX,
  SKILLS_MAX,
  careerMessages,
  skillSchema,
  type Skill,
} from "@shared/candidates/career-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toaster";
import { useReplaceMySkills } from "../../api/career/replace-my-skills";

function sameSkills(a: Skill[], b: Skill[]): boolean {
  return (
    a.length === b.length &&
    a.every((skill, index) => skill.name === b[index]?.name && skill.yearsExperience === b[index]?.yearsExperience)
  );
}

/**
 * Skills with years of experience: add with Enter, change years in place, remove, then save the
 * list. Names are unique ignoring case, as the server checks too.
 */
export function CareerSkillsCard({ skills }: { skills: Skill[] }) {
  const [list, setList] = useState<Skill[]>(skills);
  const [name, setName] = useState("");
  const [years, setYears] = useState("1");
  const [error, setError] = useState<string | undefined>();
  const nameInput = useRef<HTMLInputElement>(null);
  const save = useReplaceMySkills({
    onSuccess: (career) => {
      setList(career.skills);
      toast.success(careerMessages.skillsSaved);
    },
    onError: (failure) => toast.error(careerMessages.saveFailed, { description: failure.message }),
  });

  function add(event: FormEvent) {
    event.preventDefault();
    const parsed = skillSchema.safeParse({ name, yearsExperience: years === "" ? Number.NaN : Number(years) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const key = parsed.data.name.toLocaleLowerCase();
    if (list.some((skill) => skill.name.toLocaleLowerCase() === key)) {
      setError(careerMessages.skillDuplicate);
      return;
    }
    if (list.length >= SKILLS_MAX) {
      setError(careerMessages.skillsTooMany);
      return;
    }
    setList([...list, parsed.data]);
    setName("");
    setYears("1");
    setError(undefined);
    nameInput.current?.focus();
  }

  function changeYears(index: number, value: string) {
    const next = Math.min(SKILL_YEARS_MAX, Math.max(0, Math.trunc(Number(value) || 0)));
    setList(list.map((skill, at) => (at === index ? { ...skill, yearsExperience: next } : skill)));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Skills</CardTitle>
        <CardDescription>Each skill with your years of experience in it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start" onSubmit={add} noValidate>
          <FormField label="Skill" error={error}>
            <Input
              ref={nameInput}
              value={name}
              maxLength={SKILL_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. TypeScript"
              autoComplete="off"
            />
          </FormField>
          <FormField label="Years">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={SKILL_YEARS_MAX}
              value={years}
              onChange={(event) => setYears(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="outline" className="sm:mt-6">
            <Plus aria-hidden="true" />
            Add skill
          </Button>
        </form>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No skills yet. Add your first one above.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Your skills">
            {list.map((skill, index) => (
              <li key={skill.name} className="flex min-w-0 items-center gap-2 rounded-md border p-2">
                <span className="min-w-0 flex-1 truncate font-medium">{skill.name}</span>
                <label className="flex items-center gap-2 text-sm text-muted-foreground">
                  <span className="sr-only">Years of experience in {skill.name}</span>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={SKILL_YEARS_MAX}
                    className="w-20"
                    value={skill.yearsExperience}
                    onChange={(event) => changeYears(index, event.target.value)}
                  />
                  <span aria-hidden="true">yrs</span>
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${skill.name}`}
                  onClick={() => setList(list.filter((_, at) => at !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button onClick={() => save.mutate(list)} disabled={save.isPending || sameSkills(list, skills)}>
            {save.isPending ? "Saving..." : "Save skills"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
