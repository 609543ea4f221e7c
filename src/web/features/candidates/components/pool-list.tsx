import { Link } from "react-router";
import { experienceLevels } from "@shared/accounts/candidate-application";
import type { CandidatePoolItem } from "@shared/candidates/contracts";
import { StickyHeaderTable } from "@web/components/list/sticky-header-table";
import { AiScoreFigure } from "@web/components/matching/ai-score-figure";
import { MatchReasonsView } from "@web/components/matching/match-reasons";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/ui/format-date";
import { pipelineStatusLabels } from "@shared/candidates/pipeline-status-contracts";
import { SpokenHit } from "./spoken-hit";

const SHOWN_SKILLS = 4;

function experienceLabel(years: number): string {
  const level = experienceLevels.find((option) => option.years === years);
  if (level) return level.label;
  return years === 1 ? "1 year" : `${years} years`;
}

function fullName(candidate: CandidatePoolItem): string {
  return `${candidate.firstName} ${candidate.lastName}`.trim();
}

/** The company's own pipeline status (none for an admin) and whether an interview is recorded. */
function PoolStatus({ candidate }: { candidate: CandidatePoolItem }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Status">
      {candidate.pipelineStatus && (
        <li>
          <Badge variant={candidate.pipelineStatus === "pending" ? "outline" : "default"}>
            {pipelineStatusLabels[candidate.pipelineStatus]}
          </Badge>
        </li>
      )}
      <li>
        <Badge variant="secondary">{candidate.hasInterview ? "Interview recorded" : "Resume only"}</Badge>
      </li>
    </ul>
  );
}

function SkillList({ skills }: { skills: string[] }) {
  if (skills.length === 0) return <span className="text-muted-foreground">Not listed</span>;
  const shown = skills.slice(0, SHOWN_SKILLS);
  const more = skills.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline">+{more} more</Badge>
        </li>
      )}
    </ul>
  );
}

/** On a page ranked for a posting: the candidate's match and why (decision 0052); on a card, the AI score beside it. */
function PoolMatch({ candidate, withAiScore = false }: { candidate: CandidatePoolItem; withAiScore?: boolean }) {
  if (candidate.matchScore == null || !candidate.matchReasons) {
    return <span className="text-muted-foreground">Not matched yet</span>;
  }
  return (
    <MatchReasonsView
      score={candidate.matchScore}
      reasons={candidate.matchReasons}
      profileId={candidate.profileId}
      withAiScore={withAiScore}
    />
  );
}

/**
 * On a ranked page, the interview's AI score beside the match, its own figure (decision 0070): the
 * one the company may see, as the match's reasons carry it.
 */
function PoolAiScore({ candidate }: { candidate: CandidatePoolItem }) {
  if (!candidate.matchReasons) return <span className="text-sm text-muted-foreground">Not matched yet</span>;
  return <AiScoreFigure score={candidate.matchReasons.evaluationScore} />;
}

const TABLE_HEADINGS = ["Candidate", "Status", "Location", "Experience", "Skills", "Joined"];

export function PoolTable({ items, ranked = false }: { items: CandidatePoolItem[]; ranked?: boolean }) {
  return (
    <StickyHeaderTable
      headings={ranked ? ["Candidate", "Match", "AI score", ...TABLE_HEADINGS.slice(1)] : TABLE_HEADINGS}
    >
      {items.map((candidate) => (
        <tr key={candidate.id} className="border-b border-border last:border-0 hover:bg-slate-50">
          <th scope="row" className="px-4 py-3 text-left align-top font-normal">
            <Link
              to={`/candidate-profile/${candidate.profileId}`}
              className="font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              {fullName(candidate)}
            </Link>
            <p className="text-muted-foreground">{candidate.title ?? "No title yet"}</p>
            {candidate.spokenHit && <SpokenHit candidate={candidate} hit={candidate.spokenHit} />}
          </th>
          {ranked && (
            <>
              <td className="px-4 py-3 align-top">
                <PoolMatch candidate={candidate} />
              </td>
              <td className="px-4 py-3 align-top">
                <PoolAiScore candidate={candidate} />
              </td>
            </>
          )}
          <td className="px-4 py-3 align-top">
            <PoolStatus candidate={candidate} />
          </td>
          <td className="px-4 py-3 align-top">{candidate.location ?? "Not listed"}</td>
          <td className="px-4 py-3 align-top">{experienceLabel(candidate.experienceYears)}</td>
          <td className="px-4 py-3 align-top">
            <SkillList skills={candidate.skills} />
          </td>
          <td className="px-4 py-3 align-top whitespace-nowrap">
            <time dateTime={candidate.joinedAt}>{formatDate(candidate.joinedAt)}</time>
          </td>
        </tr>
      ))}
    </StickyHeaderTable>
  );
}

export function PoolCards({ items, ranked = false }: { items: CandidatePoolItem[]; ranked?: boolean }) {
  return (
    <ul className="grid gap-3 md:hidden">
      {items.map((candidate) => (
        <li key={candidate.id} className="grid gap-3 rounded-lg border border-border bg-background p-4">
          <div className="grid gap-0.5">
            <h3 className="font-medium">
              <Link
                to={`/candidate-profile/${candidate.profileId}`}
                className="text-indigo-700 underline-offset-4 hover:underline"
              >
                {fullName(candidate)}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">{candidate.title ?? "No title yet"}</p>
            {candidate.spokenHit && <SpokenHit candidate={candidate} hit={candidate.spokenHit} />}
          </div>
          {ranked && <PoolMatch candidate={candidate} withAiScore />}
          <PoolStatus candidate={candidate} />
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Location</dt>
              <dd>{candidate.location ?? "Not listed"}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Experience</dt>
              <dd>{experienceLabel(candidate.experienceYears)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Joined</dt>
              <dd>
                <time dateTime={candidate.joinedAt}>{formatDate(candidate.joinedAt)}</time>
              </dd>
            </div>
          </dl>
          <SkillList skills={candidate.skills} />
        </li>
      ))}
    </ul>
  );
}
