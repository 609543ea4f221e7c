import { RotateCcw } from "lucide-react";
import { MAX_RERECORDS_PER_APPLICATION } from "@shared/interviews/network-interview";
import type { OpenInterviewAttempt } from "@shared/interviews/runner-contracts";

/** The prep screen's title: how many questions, how long, and the re-records left. */
export function PrepHeader({ attempt, questionCount }: { attempt: OpenInterviewAttempt; questionCount: number }) {
  // A posting's own questions may take only a few minutes (decision 0033): never "0 minutes".
  const minutes = Math.max(1, Math.ceil(attempt.overallSeconds / 60));
  return (
    <header className="grid gap-2">
      <h1 className="text-2xl font-semibold sm:text-3xl">Your AI interview</h1>
      <p className="text-muted-foreground">
        {questionCount === 1 ? "1 question" : `${questionCount} questions`},{" "}
        {minutes === 1 ? "1 minute" : `${minutes} minutes`}
        {attempt.extraTimeSeconds > 0 ? ` plus ${Math.round(attempt.extraTimeSeconds / 60)} extra minutes` : ""}. Answer
        each question out loud; the recording is saved as you go.
      </p>
      <p className="flex items-center gap-2 text-sm font-medium">
        <RotateCcw className="size-4" aria-hidden="true" />
        {attempt.rerecordsLeft} of {MAX_RERECORDS_PER_APPLICATION} re-records left
      </p>
    </header>
  );
}
