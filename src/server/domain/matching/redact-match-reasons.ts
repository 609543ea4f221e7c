import type { MatchReasons } from "@shared/matching/match-reasons";
import { redactNameInText } from "../evaluation/evidence/redact-names";

/**
 * A match's reasons with the candidate's name taken out of the transcript sentences they quote
 * as evidence for a skill. No parts: as they are.
 */
function redactMatchReasons(reasons: MatchReasons, parts: readonly string[]): MatchReasons {
  if (parts.length === 0) return reasons;
  return {
    ...reasons,
    skills: reasons.skills.map((skill) =>
      skill.transcript
        ? { ...skill, transcript: { ...skill.transcript, text: redactNameInText(skill.transcript.text, parts) } }
        : skill,
    ),
  };
}

/** The same on a read path's match fields (the summary names skills only). */
export function redactMatchFields<Fields extends { matchReasons?: MatchReasons | null }>(
  fields: Fields,
  parts: readonly string[],
): Fields {
  return fields.matchReasons ? { ...fields, matchReasons: redactMatchReasons(fields.matchReasons, parts) } : fields;
}

/**
 * The same with the interviews the transcript evidence quotes named by the viewer's own ids:
 * a blind-review company's opaque ones for a hidden candidate (decision 0077). `interviewId`
 * gives the id to show for each.
 */
export function renameMatchInterviews<Fields extends { matchReasons?: MatchReasons | null }>(
  fields: Fields,
  interviewId: (id: string) => string,
): Fields {
  const reasons = fields.matchReasons;
  if (!reasons) return fields;
  return {
    ...fields,
    matchReasons: {
      ...reasons,
      skills: reasons.skills.map((skill) =>
        skill.transcript
          ? { ...skill, transcript: { ...skill.transcript, interviewId: interviewId(skill.transcript.interviewId) } }
          : skill,
      ),
    },
  };
}
