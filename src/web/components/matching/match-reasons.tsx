import { Check, CircleHelp, X } from "lucide-react";
import { Link } from "react-router";
import type { MatchReasons, SkillReason } from "@shared/matching/match-reasons";
import { MatchScoreBadge } from "./match-score-badge";
import { interviewClock, levelForCompany, locationForCompany, skillEvidenceForCompany } from "./match-wording";

const named = (reasons: MatchReasons, status: SkillReason["status"]) =>
  reasons.skills.filter((skill) => skill.status === status).map((skill) => skill.skill);

/**
 * A candidate's match for a posting as a company sees it (decision 0052): the score, the skills
 * met and missing at a glance, and under "Why" every reason with its evidence, a transcript quote
 * with its time linking to the candidate's profile, so the number can be checked.
 */
export function MatchReasonsView({
  score,
  reasons,
  profileId,
}: {
  score: number;
  reasons: MatchReasons;
  profileId: string;
}) {
  const met = named(reasons, "met");
  const missing = named(reasons, "missing");
  return (
    <div className="grid max-w-sm min-w-0 gap-1 text-sm">
      <MatchScoreBadge score={score} />
      {met.length > 0 && <p className="[overflow-wrap:anywhere]">Has: {met.join(", ")}</p>}
      {missing.length > 0 && <p className="text-slate-700 [overflow-wrap:anywhere]">Missing: {missing.join(", ")}</p>}
      <details className="group">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          Why {score}%
        </summary>
        <ul aria-label="Match reasons" className="mt-2 grid gap-2">
          {reasons.skills.map((reason) => (
            <SkillReasonItem key={reason.skill} reason={reason} profileId={profileId} />
          ))}
          <li>{levelForCompany(reasons.level)}</li>
          <li>{locationForCompany(reasons.location)}</li>
          {reasons.evaluationScore !== null && <li>Interview AI score: {reasons.evaluationScore}/100</li>}
        </ul>
      </details>
    </div>
  );
}

const statusIcons = { met: Check, missing: X, unclear: CircleHelp } as const;
const statusWords = { met: "Has", missing: "Missing", unclear: "Unclear" } as const;

function SkillReasonItem({ reason, profileId }: { reason: SkillReason; profileId: string }) {
  const Icon = statusIcons[reason.status];
  const quote = reason.source === "transcript" ? reason.transcript : null;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
      <Icon aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
      <span className="[overflow-wrap:anywhere]">
        {statusWords[reason.status]} {reason.skill}
        {reason.status !== "missing" && reason.source && `: ${skillEvidenceForCompany(reason)}`}
      </span>
      {quote && (
        <blockquote className="col-start-2 border-l-2 border-slate-300 pl-3 text-slate-800 italic">
          “{quote.text}”{" "}
          <Link
            to={`/candidate-profile/${profileId}`}
            className="font-mono text-xs text-indigo-700 not-italic tabular-nums underline-offset-4 hover:underline"
            aria-label={`Said at ${interviewClock(quote.startSeconds)}: open the candidate's profile and interview`}
          >
            {interviewClock(quote.startSeconds)}
          </Link>
        </blockquote>
      )}
    </li>
  );
}
