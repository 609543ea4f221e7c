import { selfIdentificationMessages } from "@shared/fairness/self-identification-contracts";
import {
  SelfIdentificationExplanation,
  SelfIdentificationForm,
} from "@web/components/fairness/self-identification-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toaster";
import {
  settleApplicationPrompt,
  useJustApplied,
  useSaveSelfIdentification,
  useSelfIdentification,
} from "@web/lib/candidates/self-identification";

/**
 * "Help us check our hiring is fair (optional)": asked once per application, right after the
 * candidate applies (decision 0073), never on a later visit. The server says whether to ask (no
 * answers, and an application since they were last asked); applying refreshes every query, this
 * one included. Mounted in the candidate's workspace, so it stays open if they move on. Not now
 * (the button, Escape or closing it) is stored as an answer of nothing, so no device asks about
 * this application again; the settings page offers the questions at any time.
 */
export function SelfIdentificationPrompt() {
  const justApplied = useJustApplied();
  const status = useSelfIdentification({ enabled: justApplied });
  const save = useSaveSelfIdentification({
    onError: () => toast.error(selfIdentificationMessages.saveFailed),
  });
  const open = justApplied && Boolean(status.data?.askNow);

  const notNow = () => {
    settleApplicationPrompt();
    save.mutate(
      { sex: null, raceEthnicity: null },
      { onSuccess: () => toast.success(selfIdentificationMessages.dismissed) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !save.isPending) notNow();
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
                settleApplicationPrompt();
                toast.success(selfIdentificationMessages.saved);
              },
            })
          }
          actions={
            <>
              <Button type="submit" loading={save.isPending} loadingText="Saving...">
                Save my answers
              </Button>
              <Button type="button" variant="outline" onClick={notNow} disabled={save.isPending}>
                Not now
              </Button>
            </>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
