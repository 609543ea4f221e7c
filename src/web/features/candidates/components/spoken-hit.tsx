import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CandidatePoolItem, PoolSpokenHit } from "@shared/candidates/contracts";
import { formatMomentClock } from "@web/components/media/chapter-time";

/**
 * Where the player starts: the candidate's profile for their network interview, the application
 * for an interview of the company's own posting; `t` is the second (decision 0035).
 */
function spokenHitLink(candidate: Pick<CandidatePoolItem, "profileId">, hit: PoolSpokenHit): string {
  const page =
    hit.jobPostingId === null
      ? `/candidate-profile/${candidate.profileId}`
      : `/application-details/${hit.applicationId}`;
  return `${page}?t=${hit.startSeconds}`;
}

/** The sentence with the search's words marked. */
function HighlightedSentence({ hit }: { hit: PoolSpokenHit }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...hit.highlights].sort((a, b) => a.start - b.start)) {
    if (start < at || end > hit.sentence.length) continue;
    if (start > at) parts.push(hit.sentence.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {hit.sentence.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < hit.sentence.length) parts.push(hit.sentence.slice(at));
  return <q className="text-slate-800">{parts}</q>;
}

/** What the candidate said that matched the search, and the moment to watch it. */
export function SpokenHit({ candidate, hit }: { candidate: Pick<CandidatePoolItem, "profileId">; hit: PoolSpokenHit }) {
  const time = formatMomentClock(hit.startSeconds);
  return (
    <p className="mt-1 text-sm leading-relaxed" data-testid="spoken-hit">
      <span className="text-muted-foreground">Said in the interview: </span>
      <HighlightedSentence hit={hit} />{" "}
      <Link
        to={spokenHitLink(candidate, hit)}
        aria-label={`Watch from ${time}`}
        className="font-medium whitespace-nowrap text-indigo-700 tabular-nums underline underline-offset-4 hover:text-indigo-900"
      >
        <time dateTime={`PT${hit.startSeconds}S`}>{time}</time>
      </Link>
    </p>
  );
}
