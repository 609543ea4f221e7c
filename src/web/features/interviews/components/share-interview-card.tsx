import { Copy, Link2, Link2Off, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { sharedInterviewPagePath } from "@shared/interviews/watch-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { formatDate } from "@web/lib/ui/format-date";
import { useCreateInterviewShareLink } from "../api/sharing/create-interview-share-link";
import { useInterviewShareLink } from "../api/sharing/get-interview-share-link";
import { useRevokeInterviewShareLink } from "../api/sharing/revoke-interview-share-link";

function shareUrl(token: string): string {
  return `${window.location.origin}${sharedInterviewPagePath(token)}`;
}

/**
 * The owner's share link for one interview: make it, copy it ('Link Copied'), revoke it.
 * The server keeps only a hash of the token, so the link is shown in full only in the tab that
 * made it; later the card says a link is live and offers a new one (which retires the old).
 */
export function ShareInterviewCard({ interviewId }: { interviewId: string }) {
  const inputId = useId();
  const state = useInterviewShareLink(interviewId);
  const [token, setToken] = useState<string | null>(null);
  const create = useCreateInterviewShareLink(interviewId, {
    onSuccess: (created) => setToken(created.token),
    onError: (error) => toast.error("Could not create a share link", { description: error.message }),
  });
  const revoke = useRevokeInterviewShareLink(interviewId, {
    onSuccess: () => {
      setToken(null);
      toast.success("Share link revoked", { description: "Anyone opening it now sees that it does not exist." });
    },
    onError: (error) => toast.error("Could not revoke the share link", { description: error.message }),
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link Copied");
    } catch {
      toast.error("Could not copy the link", { description: "Select the link and copy it yourself." });
    }
  }

  const live = state.data?.link ?? null;
  const busy = create.isPending || revoke.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Share your interview</h2>
        </CardTitle>
        <CardDescription>
          Anyone with the link can watch the recording and read the questions. Nothing else from your profile is shown,
          and search engines are asked not to index it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : state.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-danger">The share settings did not load.</p>
            <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
              Try again
            </Button>
          </div>
        ) : token ? (
          <div className="grid gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              Share link
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                readOnly
                value={shareUrl(token)}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button onClick={() => void copy(shareUrl(token))}>
                <Copy aria-hidden="true" />
                Copy link
              </Button>
            </div>
          </div>
        ) : live ? (
          <p className="text-sm text-slate-700">
            A share link is live since {formatDate(live.createdAt, "dateTime")}. For your privacy it is shown only when
            it is made: make a new link to copy one again (the old link then stops working).
          </p>
        ) : (
          <p className="text-sm text-slate-700">No share link yet.</p>
        )}

        {state.isSuccess && (
          <div className="flex flex-wrap gap-2">
            {!token ? (
              <Button
                variant={live ? "outline" : "default"}
                loading={create.isPending}
                loadingText="Creating..."
                disabled={busy}
                onClick={() => create.mutate()}
              >
                {live ? <RefreshCw aria-hidden="true" /> : <Link2 aria-hidden="true" />}
                {live ? "Make a new link" : "Create share link"}
              </Button>
            ) : null}
            {(live || token) && (
              <Button
                variant="outline"
                loading={revoke.isPending}
                loadingText="Revoking..."
                disabled={busy}
                onClick={() => revoke.mutate()}
              >
                <Link2Off aria-hidden="true" />
                Revoke link
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
