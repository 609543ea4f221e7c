import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/toaster";
import { NothingRecordedError, type InterviewSession } from "../lib/recorder/interview-session";
import { SaveIndicator } from "./save-indicator";

const INTERVIEW_SAVED_TOAST = "Your interview has been successfully recorded and saved!";

/**
 * The end: 'Processing' shows only while the last chunks really upload (with their progress),
 * then finish completes the interview and the dashboard opens with the spec's toast.
 */
export function InterviewComplete({ session, onFailed }: { session: InterviewSession; onFailed?: () => void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  /** Finish can never work: nothing was recorded. Trying again means recording again. */
  const [nothing, setNothing] = useState(false);
  const started = useRef(false);
  const state = useSyncExternalStore(
    (listener) => session.queue.subscribe(listener),
    () => session.queue.getState(),
  );
  const [largest, setLargest] = useState(0);
  if (state.pendingBytes > largest) setLargest(state.pendingBytes);
  const progress = largest === 0 ? 100 : Math.round(100 * (1 - state.pendingBytes / largest));

  const complete = useCallback(async () => {
    setError(null);
    try {
      await session.finish();
      session.close();
      toast.success(INTERVIEW_SAVED_TOAST);
      await navigate("/candidate-dashboard");
    } catch (thrown) {
      setNothing(thrown instanceof NothingRecordedError);
      setError(thrown instanceof Error ? thrown.message : "Saving the interview failed.");
      onFailed?.();
    }
  }, [session, navigate, onFailed]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void complete();
  }, [complete]);

  if (nothing)
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
        <div className="grid w-full max-w-md justify-items-center gap-4 rounded-lg border border-border bg-background p-8 text-center">
          <AlertTriangle className="size-12 text-rose-700" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Nothing was recorded</h1>
          <p role="alert" className="text-sm text-rose-700">
            {error}
          </p>
          <Button onClick={() => window.location.reload()}>Record again</Button>
        </div>
      </main>
    );

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="grid w-full max-w-md justify-items-center gap-4 rounded-lg border border-border bg-background p-8 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Interview complete</h1>
        <p className="text-sm text-muted-foreground">
          Thank you. We are saving the last of your answers; keep this page open until it is done.
        </p>
        <div className="grid w-full gap-2">
          <Progress value={progress} label="Saving your answers" />
          <SaveIndicator session={session} />
        </div>
        {error ? (
          <>
            <p role="alert" className="text-sm text-rose-700">
              {error}
            </p>
            <Button onClick={() => void complete()}>Try again</Button>
          </>
        ) : (
          <Button loading loadingText="Processing">
            Processing
          </Button>
        )}
      </div>
    </main>
  );
}
