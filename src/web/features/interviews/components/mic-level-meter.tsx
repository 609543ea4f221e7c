import { Progress } from "@web/components/ui/progress";
import { useMicLevel } from "../lib/recorder/use-mic-level";

/** How loud the microphone hears the candidate: speak and the bar moves. */
export function MicLevelMeter({ stream }: { stream: MediaStream | null }) {
  const level = useMicLevel(stream);
  return (
    <div className="grid gap-1">
      <span className="text-sm font-medium" id="mic-level-label">
        Microphone level
      </span>
      <Progress value={level} aria-labelledby="mic-level-label" className="h-3 [&>div]:transition-none" />
    </div>
  );
}
