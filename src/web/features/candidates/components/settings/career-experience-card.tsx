import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { careerMessages, type Experience } from "@shared/candidates/career-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toaster";
import { formatDate } from "@web/lib/ui/format-date";
import { useDeleteMyExperience } from "../../api/career/delete-my-experience";
import { useReorderMyExperience } from "../../api/career/reorder-my-experience";
import { CareerExperienceDialog } from "./career-experience-dialog";

function period(entry: Experience): string {
  return `${formatDate(entry.startDate, "month")} – ${entry.endDate ? formatDate(entry.endDate, "month") : "Present"}`;
}

/** Work experience in the candidate's order: add or edit in a dialog, delete after a confirmation, move up or down. */
export function CareerExperienceCard({ experience }: { experience: Experience[] }) {
  const [editing, setEditing] = useState<{ entry: Experience | null } | null>(null);
  const [deleting, setDeleting] = useState<Experience | null>(null);
  const failed = (error: Error) => toast.error(careerMessages.saveFailed, { description: error.message });
  const reorder = useReorderMyExperience({
    onSuccess: () => toast.success(careerMessages.orderSaved),
    onError: failed,
  });
  const remove = useDeleteMyExperience({
    onSuccess: () => {
      setDeleting(null);
      toast.success(careerMessages.experienceDeleted);
    },
    onError: failed,
  });

  function move(index: number, by: -1 | 1) {
    const ids = experience.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Work experience</CardTitle>
          <CardDescription>Shown on your profile in this order.</CardDescription>
        </div>
        <Button variant="outline" onClick={() => setEditing({ entry: null })}>
          <Plus aria-hidden="true" />
          Add experience
        </Button>
      </CardHeader>
      <CardContent>
        {experience.length === 0 ? (
          <p className="text-sm text-muted-foreground">No work experience yet.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Your work experience">
            {experience.map((entry, index) => (
              <li key={entry.id} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto]">
                <div className="min-w-0">
                  <p className="font-medium break-words">{entry.position}</p>
                  <p className="text-sm break-words text-muted-foreground">
                    {entry.companyName} · {period(entry)}
                  </p>
                  {entry.description && (
                    <p className="mt-1 text-sm break-words whitespace-pre-line">{entry.description}</p>
                  )}
                </div>
                <div className="flex flex-wrap gap-1 sm:items-start">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${entry.position} at ${entry.companyName} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${entry.position} at ${entry.companyName} down`}
                    disabled={index === experience.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${entry.position} at ${entry.companyName}`}
                    onClick={() => setEditing({ entry })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${entry.position} at ${entry.companyName}`}
                    onClick={() => setDeleting(entry)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      <CareerExperienceDialog
        open={editing !== null}
        entry={editing?.entry ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this experience?</DialogTitle>
            <DialogDescription>
              {deleting ? `${deleting.position} at ${deleting.companyName}` : ""} will be removed from your profile.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
