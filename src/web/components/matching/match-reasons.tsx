import { Ban, Check, CircleHelp, ListChecks, X } from "lucide-react";
import { Link } from "react-router";
import { CLAIMS_IN_FULL, type MatchReasons, type SkillReason } from "@shared/matching/match-reasons";
import { AiScoreFigure } from "./ai-score-figure";
import { MatchScoreBadge } from "./match-score-badge";
import {
  interviewClock,
  levelForCompany,
  locationForCompany,
  skillEvidenceForCompany,
  skillStatusWord,
} from "./match-wording";

const named = (reasons: MatchReasons, keep: (skill: SkillReason) => boolean) =>
  reasons.skills.filter(keep).map((skill) => skill.skill);

/**
 * A candidate's match for a posting as a company sees it (decisions 0052 and 0070): the score, the
 * skills shown in use, claimed, missing or said not used at a glance, and under "Why" every reason
 * with its evidence (a transcript quote with its time linking to the candidate's profile, or the
 * resume's sentence), so the number can be checked. The AI score is not part of it: lists show it
 * in a column of its own, or here beside the match (`withAiScore`, where there is no such column).
 */
export function MatchReasonsView({
  score,
  reasons,
  profileId,
  withAiScore = false,
  linkToProfile = true,
}: {
  score: number;
  reasons: MatchReasons;
  profileId: string;
  withAiScore?: boolean;
  /** The quote's time opens the candidate's pool profile: only for a viewer who may use the pool (decision 0084). */
  linkToProfile?: boolean;
}) {
  const lines = [
    ["Shown in use", named(reasons, (skill) => skill.status === "met" && skill.evidence === "shown")],
    ["Claimed", named(reasons, (skill) => skill.status === "met" && skill.evidence !== "shown")],
    ["Said not used", named(reasons, (skill) => skill.status === "negated")],
    ["Missing", named(reasons, (skill) => skill.status === "missing")],
  ] as const;
  return (
    <div className="grid max-w-sm min-w-0 gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <MatchScoreBadge score={score} />
        {withAiScore && <AiScoreFigure score={reasons.evaluationScore} labelled />}
      </div>
      {lines.map(
        ([label, skills]) =>
          skills.length > 0 && (
            <p key={label} className="[overflow-wrap:anywhere]">
              {label}: {skills.join(", ")}
            </p>
          ),
      )}
      <details className="group">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          Why {score}%
        </summary>
        <ul aria-label="Match reasons" className="mt-2 grid gap-2">
          {reasons.skills.map((reason) => (
            <SkillReasonItem key={reason.skill} reason={reason} profileId={profileId} linkToProfile={linkToProfile} />
          ))}
          <li>{levelForCompany(reasons.level)}</li>
          <li>{locationForCompany(reasons.location)}</li>
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">
          The match measures fit to this job: skills, level, title and location. A skill shown in use (a sentence of the
          resume, or said in the interview) counts in full; one only claimed counts for less
          {reasons.claimedSkills !== null && reasons.claimedSkills > CLAIMS_IN_FULL
            ? `, and less again since ${reasons.claimedSkills} skills are claimed`
            : ""}
          ; unknown counts as missing. The AI score is not part of it.
        </p>
      </details>
    </div>
  );
}

const statusIcons = { shown: Check, claimed: ListChecks, missing: X, unclear: CircleHelp, negated: Ban } as const;
const iconKey = (reason: SkillReason): keyof typeof statusIcons =>
  reason.status === "met" ? (reason.evidence === "shown" ? "shown" : "claimed") : reason.status;

function SkillReasonItem({
  reason,
  profileId,
  linkToProfile,
}: {
  reason: SkillReason;
  profileId: string;
  linkToProfile: boolean;
}) {
  const Icon = statusIcons[iconKey(reason)];
  const quote = reason.transcript;
  const evidence = reason.status === "met" || reason.status === "negated" ? skillEvidenceForCompany(reason) : null;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
      <Icon aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
      <span className="[overflow-wrap:anywhere]">
        {skillStatusWord(reason)} {reason.skill}
        {evidence && `: ${evidence}`}
      </span>
      {quote && (
        <blockquote className="col-start-2 border-l-2 border-slate-300 pl-3 text-slate-800 italic">
          “{quote.text}”{" "}
          {linkToProfile ? (
            <Link
              to={`/candidate-profile/${profileId}`}
              className="font-mono text-xs text-indigo-700 not-italic tabular-nums underline-offset-4 hover:underline"
              aria-label={`Said at ${interviewClock(quote.startSeconds)}: open the candidate's profile and interview`}
            >
              {interviewClock(quote.startSeconds)}
            </Link>
          ) : (
            <span className="font-mono text-xs not-italic tabular-nums text-muted-foreground">
              {interviewClock(quote.startSeconds)}
            </span>
          )}
        </blockquote>
      )}
      {!quote && reason.excerpt && (
        <blockquote className="col-start-2 border-l-2 border-slate-300 pl-3 text-slate-800 italic [overflow-wrap:anywhere]">
          “{reason.excerpt}” <span className="text-xs not-italic text-muted-foreground">(resume)</span>
        </blockquote>
      )}
    </li>
  );
}
