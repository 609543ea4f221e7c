import { Star } from "lucide-react";
import { cn } from "@web/lib/ui/cn";

const MAX_RATING = 5;

/** Five stars, `rating` of them filled; read out as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <p role="img" aria-label={`Rated ${filled} out of ${MAX_RATING}`} className={cn("flex gap-0.5", className)}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            "size-4",
            index < filled ? "fill-amber-500 stroke-amber-700" : "fill-transparent stroke-slate-400",
          )}
        />
      ))}
    </p>
  );
}
