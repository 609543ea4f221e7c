import { useState } from "react";
import { Button } from "@web/components/ui/button";

/**
 * This interview was recorded on another device (or this browser lost its copy) and stopped
 * part-way. What reached the server is kept: continue from the first question that did not
 * fully arrive, or start again. Neither uses a re-record.
 */
export function ResumeChoice({
  continueFrom,
  questionCount,
  onChoose,
}: {
  continueFrom: number;
  questionCount: number;
  onChoose: (mode: "continue" | "start-over") => Promise<void>;
}) {
  const [busy, setBusy] = useState<"continue" | "start-over" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (mode: "continue" | "start-over") => {
    setBusy(mode);
    setError(null);
    try {
      await onChoose(mode);
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : "That did not work. Please try again.");
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-labelledby="resume-heading"
      className="grid gap-3 rounded-lg border border-indigo-200 bg-primary-tint p-4"
    >
      <h2 id="resume-heading" className="font-semibold">
        Your interview was interrupted
      </h2>
      <p className="text-sm">
        The answers that reached us are saved. You can continue from question{" "}
        {Math.min(continueFrom + 1, questionCount)} of {questionCount}, or start again from the beginning. Neither uses
        a re-record.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void choose("continue")} loading={busy === "continue"} disabled={busy !== null}>
          Continue from question {Math.min(continueFrom + 1, questionCount)}
        </Button>
        <Button
          variant="outline"
          onClick={() => void choose("start-over")}
          loading={busy === "start-over"}
          disabled={busy !== null}
        >
          Start again
        </Button>
      </div>
    </section>
  );
}
