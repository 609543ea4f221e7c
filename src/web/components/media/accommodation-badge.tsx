import { Badge } from "@web/components/ui/badge";

/** The extra time a candidate was granted for the interview, next to its recording. */
export function AccommodationBadge({
  extraTimeSeconds,
  className,
}: {
  extraTimeSeconds: number;
  className?: string | undefined;
}) {
  return (
    <Badge variant="secondary" className={className}>
      Accommodation: {Math.round(extraTimeSeconds / 60)} min extra time
    </Badge>
  );
}
