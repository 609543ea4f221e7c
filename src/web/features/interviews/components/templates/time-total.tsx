import { TEMPLATE_MAX_TOTAL_SECONDS } from "@shared/interviews/template-contracts";
import { cn } from "@web/lib/ui/cn";
import { formatClock } from "../../lib/recorder/clock";

/** "Total 5:00 of 20:00": the questions' limits together against the 20-minute cap. */
export function TimeTotal({ seconds, id }: { seconds: number; id?: string }) {
  const over = seconds > TEMPLATE_MAX_TOTAL_SECONDS;
  return (
    <p id={id} className={cn("text-sm tabular-nums", over ? "font-medium text-danger" : "text-muted-foreground")}>
      Total time {formatClock(seconds)} of {formatClock(TEMPLATE_MAX_TOTAL_SECONDS)}
      {over && <span> (over the 20-minute limit)</span>}
    </p>
  );
}
