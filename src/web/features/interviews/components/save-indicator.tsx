import { AlertTriangle, Check, CloudOff, Loader2 } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "@web/lib/ui/cn";
import type { InterviewSession } from "../lib/recorder/interview-session";
import { saveStatus } from "../lib/recorder/save-status";

const icons = { saved: Check, behind: Loader2, offline: CloudOff, failed: AlertTriangle };
const tones = {
  saved: "text-success",
  behind: "text-slate-700",
  offline: "text-warning",
  failed: "text-rose-700",
};

/**
 * The quiet saved-state line that follows the upload queue (DESIGN: a small "saved" tick);
 * "Saved" only once bytes of the current answer are acknowledged (decision 0020).
 */
export function SaveIndicator({ session }: { session: InterviewSession }) {
  const state = useSyncExternalStore(
    (listener) => session.queue.subscribe(listener),
    () => session.queue.getState(),
  );
  const answerSaved = useSyncExternalStore(
    (listener) => session.subscribeAnswerSaved(listener),
    () => session.answerSaved(),
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const status = saveStatus(state, now, answerSaved);
  const Icon = icons[status.tone];
  return (
    <p
      role="status"
      data-save-state={status.tone}
      className={cn("flex items-center gap-1.5 text-sm font-medium", tones[status.tone])}
    >
      <Icon className={cn("size-4", status.tone === "behind" && "motion-safe:animate-spin")} aria-hidden="true" />
      {status.text}
    </p>
  );
}
