import { useState } from "react";
import { useLocation } from "react-router";
import { selfIdentificationMessages } from "@shared/fairness/self-identification-contracts";
import {
  SelfIdentificationExplanation,
  SelfIdentificationForm,
} from "@web/components/fairness/self-identification-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toaster";
import { useSaveSelfIdentification, useSelfIdentification } from "@web/lib/candidates/self-identification";

/**
 * "Help us check our hiring is fair (optional)": asked once, after the candidate's first job
 * application (the server says when: never asked, and applied), on the job's page where they
 * applied; applying refreshes every query, this one included. Mounted in the candidate's
 * workspace; elsewhere it stays closed, so it never interrupts other work. Closing it counts as
 * an answer of nothing, so it is not asked again; the settings page offers the questions too.
 */
export function SelfIdentificationPrompt() {
  const onJobPage = useLocation().pathname.startsWith("/jobs/");
  const status = useSelfIdentification({ enabled: onJobPage });
  const [closed, setClosed] = useState(false);
  const save = useSaveSelfIdentification({
    onError: () => toast.error(selfIdentificationMessages.saveFailed),
  });
  const open = onJobPage && Boolean(status.data?.askNow) && !closed;

  const dismiss = () => {
    setClosed(true);
    save.mutate(
      { sex: null, raceEthnicity: null },
      { onSuccess: () => toast.success(selfIdentificationMessages.dismissed) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !save.isPending) dismiss();
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Help us check our hiring is fair (optional)</DialogTitle>
          <DialogDescription asChild>
            <div>
              <SelfIdentificationExplanation />
            </div>
          </DialogDescription>
        </DialogHeader>
        <SelfIdentificationForm
          initial={{ sex: null, raceEthnicity: null }}
          onSubmit={(input) =>
            save.mutate(input, {
              onSuccess: () => {
                setClosed(true);
                toast.success(selfIdentificationMessages.saved);
              },
            })
          }
          actions={
            <>
              <Button type="submit" loading={save.isPending} loadingText="Saving...">
                Save my answers
              </Button>
              <Button type="button" variant="outline" onClick={dismiss} disabled={save.isPending}>
                No thanks
              </Button>
            </>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
