import type { InterviewTemplate } from "@shared/interviews/template-contracts";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";

function usageNote(postingCount: number): string {
  if (postingCount === 0) return "No job posting uses it. This cannot be undone.";
  const postings = postingCount === 1 ? "1 job posting uses" : `${postingCount} job postings use`;
  return `${postings} it. They stay open without interview questions of their own, so new applicants are reviewed on their network interview. Candidates who already applied keep the questions they were given.`;
}

/** Asks before deleting a template, saying whether postings use it. */
export function DeleteTemplateDialog({
  template,
  deleting,
  onConfirm,
  onClose,
}: {
  template: InterviewTemplate | null;
  deleting: boolean;
  onConfirm: (template: InterviewTemplate) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{template?.name}”?</DialogTitle>
          <DialogDescription>{template ? usageNote(template.postingCount) : null}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={deleting}
            loadingText="Deleting..."
            onClick={() => template && onConfirm(template)}
          >
            Delete template
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
