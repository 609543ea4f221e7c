import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  candidateDataMessages,
  confirmsDeletion,
  DELETE_CONFIRMATION_WORD,
} from "@shared/candidates/candidate-data-contracts";
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
  DialogTrigger,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toaster";
import { useMe } from "@web/lib/session/session";
import { useDeleteMyAccount } from "../../api/own-data/delete-my-account";
import { useExportMyData } from "../../api/own-data/export-my-data";

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The candidate's data rights on /candidate-settings: download everything, or delete the account. */
export function YourDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your data</h2>
        </CardTitle>
        <CardDescription>Download everything OneTake stores about you, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DownloadMyData />
        <DeleteMyAccount />
      </CardContent>
    </Card>
  );
}

function DownloadMyData() {
  const [received, setReceived] = useState(0);
  const exportData = useExportMyData(setReceived, {
    onMutate: () => setReceived(0),
    onSuccess: () => toast.success("Your data is downloaded", { description: "Look for onetake-my-data.zip." }),
    onError: (error) =>
      toast.error("Download failed", { description: error.message || candidateDataMessages.exportFailed }),
  });
  return (
    <section aria-labelledby="download-my-data" className="grid gap-2">
      <h3 id="download-my-data" className="font-medium">
        Download my data
      </h3>
      <p className="text-sm text-muted-foreground">
        A zip with your profile, resume, skills, work history, applications, interviews with their recordings and
        feedback, share links and settings, as data.json plus your files.
      </p>
      <div>
        <Button
          variant="outline"
          onClick={() => exportData.mutate()}
          loading={exportData.isPending}
          loadingText={received > 0 ? `Preparing… ${formatBytes(received)}` : "Preparing…"}
        >
          <Download aria-hidden="true" />
          Download my data
        </Button>
      </div>
    </section>
  );
}

function DeleteMyAccount() {
  const me = useMe();
  const email = me.data?.user.email ?? "";
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const deletion = useDeleteMyAccount({
    onSuccess: (result) => toast.success("Account deleted", { description: result.message }),
    onError: (failure) => setError(failure.message || candidateDataMessages.deletionFailed),
  });
  const confirmed = confirmsDeletion(typed, email);

  return (
    <section aria-labelledby="delete-my-account" className="grid gap-2">
      <h3 id="delete-my-account" className="font-medium">
        Delete my account
      </h3>
      <p className="text-sm text-muted-foreground">
        Removes your profile, resume, applications, interviews and recordings for good. Companies that had you in a
        pipeline will see that you left. This cannot be undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (deletion.isPending) return;
          setOpen(next);
          setTyped("");
          setError(undefined);
        }}
      >
        <div>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </DialogTrigger>
        </div>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              You will be signed out on every device, and everything stored about you is removed. Type{" "}
              <strong>{DELETE_CONFIRMATION_WORD}</strong> or your e-mail address to confirm.
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmed) {
                setError(candidateDataMessages.confirmationMismatch);
                return;
              }
              deletion.mutate(typed);
            }}
          >
            <FormField label="Confirmation" error={error}>
              <Input
                value={typed}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={deletion.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                disabled={!confirmed}
                loading={deletion.isPending}
                loadingText="Deleting…"
              >
                Delete my account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
