import { Button } from "@web/components/ui/button";

/** Where the player would be when the recording's details did not load, with a retry. */
export function RecordingLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-border px-6 py-10 text-center">
      <p className="font-medium">{title}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
