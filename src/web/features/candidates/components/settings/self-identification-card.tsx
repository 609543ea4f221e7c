import { Trash2 } from "lucide-react";
import { useState } from "react";
import { selfIdentificationMessages } from "@shared/fairness/self-identification-contracts";
import { raceEthnicityCategories, sexCategories } from "@shared/fairness/self-identification";
import {
  SelfIdentificationExplanation,
  SelfIdentificationForm,
} from "@web/components/fairness/self-identification-form";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import {
  useDeleteSelfIdentification,
  useSaveSelfIdentification,
  useSelfIdentification,
} from "@web/lib/candidates/self-identification";

const labelOf = (categories: readonly { value: string; label: string }[], value: string | null) =>
  categories.find((category) => category.value === value)?.label ?? "Not answered";

/** /candidate-settings: the candidate's voluntary self-identification, to view, change or delete (decision 0052). */
export function SelfIdentificationCard() {
  const status = useSelfIdentification();
  const [editing, setEditing] = useState(false);
  const save = useSaveSelfIdentification({
    onSuccess: () => {
      setEditing(false);
      toast.success(selfIdentificationMessages.saved);
    },
    onError: () => toast.error(selfIdentificationMessages.saveFailed),
  });
  const remove = useDeleteSelfIdentification({
    onSuccess: () => toast.success(selfIdentificationMessages.deleted),
    onError: () => toast.error(selfIdentificationMessages.deleteFailed),
  });
  const data = status.data;
  const answered = Boolean(data?.sex || data?.raceEthnicity);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Fair hiring questions</h2>
        </CardTitle>
        <CardDescription>Optional: your sex and race or ethnicity, for checking that hiring is fair.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SelfIdentificationExplanation />
        {!data ? (
          <Skeleton className="h-16 w-full" />
        ) : editing ? (
          <SelfIdentificationForm
            initial={{ sex: data.sex, raceEthnicity: data.raceEthnicity }}
            onSubmit={(input) => save.mutate(input)}
            actions={
              <>
                <Button type="submit" loading={save.isPending} loadingText="Saving...">
                  Save my answers
                </Button>
                <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </>
            }
          />
        ) : (
          <>
            <dl className="grid gap-2 text-sm sm:grid-cols-2" aria-label="Your answers">
              <div>
                <dt className="text-muted-foreground">Sex</dt>
                <dd className="font-medium">{labelOf(sexCategories, data.sex)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Race or ethnicity</dt>
                <dd className="font-medium">{labelOf(raceEthnicityCategories, data.raceEthnicity)}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setEditing(true)}>
                {answered ? "Change my answers" : "Answer the questions"}
              </Button>
              {answered && (
                <Button
                  variant="outline"
                  onClick={() => remove.mutate()}
                  loading={remove.isPending}
                  loadingText="Deleting..."
                >
                  <Trash2 aria-hidden="true" />
                  Delete my answers
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
