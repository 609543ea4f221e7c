import { StarRating } from "./star-rating";

export interface Testimonial {
  content: string;
  author: string;
  position: string;
  company: string;
  /** 1 to 5; omitted for stories told without a rating. */
  rating?: number;
}

/** A quote with its author; initials stand in for a photo (no stock portraits). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const initials = testimonial.author
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <figure className="flex h-full flex-col gap-4 rounded-lg border border-border bg-background p-6">
      {testimonial.rating !== undefined && <StarRating rating={testimonial.rating} />}
      <blockquote className="flex-1 text-pretty text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-sm font-semibold text-primary-tint-foreground"
        >
          {initials}
        </span>
        <span className="grid text-sm">
          <span className="font-semibold text-foreground">{testimonial.author}</span>
          <span className="text-muted-foreground">
            {testimonial.position}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
