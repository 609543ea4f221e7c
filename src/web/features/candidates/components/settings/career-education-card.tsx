import { useState, type FormEvent } from "react";
import { EDUCATION_MAX, careerMessages } from "@shared/candidates/career-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { useUpdateMyEducation } from "../../api/career/update-my-education";

export function CareerEducationCard({ education }: { education: string }) {
  const [value, setValue] = useState(education);
  const save = useUpdateMyEducation({
    onSuccess: (career) => {
      setValue(career.education);
      toast.success(careerMessages.educationSaved);
    },
    onError: (error) => toast.error(careerMessages.saveFailed, { description: error.message }),
  });
  const tooLong = value.length > EDUCATION_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tooLong) save.mutate(value);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Education</CardTitle>
        <CardDescription>Degrees, schools, courses and certifications.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField
            label="Education"
            optional
            counter={{ current: value.length, max: EDUCATION_MAX }}
            error={tooLong ? careerMessages.educationTooLong : undefined}
          >
            <Textarea
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="BSc Computer Science, University of Edinburgh (2016–2020)"
            />
          </FormField>
          <div>
            <Button type="submit" disabled={save.isPending || value === education}>
              {save.isPending ? "Saving..." : "Save education"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
