import {
  levelFits,
  locationFits,
  skillEvidenceSources,
  skillMatchStatuses,
  type MatchReasons,
  type SkillReason,
  type TranscriptEvidence,
} from "./match-reasons";

/*
 * The stored form of a match's reasons (decision 0054): a positional JSON array, about a third of
 * the keyed object, so a posting's 100,000 rows are cheap to write and to compare. The server
 * writes and reads it; no client sees it.
 *
 * [skills, [levelFit, candidateYears, postingLevel], similarity, [locationFit, postingType],
 *  evaluationScore, [skills, level, title, location, evaluation points]]
 * A skill: [name, status, years, source, transcript], without its trailing nulls (most skills are
 * missing, with neither years nor a source: a third of a detail's length, decision 0061); a
 * transcript: [interviewId, questionIndex, text, startSeconds]. Enumerations are stored as their
 * index. Details stored with a skill's trailing nulls written out read the same.
 */

type StoredTranscript = [string, number, string, number];
type StoredSkill = [string, number, (number | null)?, (number | null)?, (StoredTranscript | null)?];
type StoredDetail = [
  StoredSkill[],
  [number, number, string | null],
  number,
  [number, string],
  number | null,
  [number | null, number, number, number, number | null],
];

const json = (value: string | number | null) => (typeof value === "string" ? JSON.stringify(value) : String(value));

/**
 * An encoder for many details, written out by hand rather than through arrays and JSON.stringify
 * (a posting's recompute encodes 100,000). The strings a posting repeats in every detail (its
 * skills' names, level and location type) are quoted once per encoder: quoting was the larger
 * part of the cost.
 */
export function matchDetailEncoder(): (reasons: MatchReasons) => string {
  const quoted = new Map<string, string>();
  const quote = (value: string) => {
    let text = quoted.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      quoted.set(value, text);
    }
    return text;
  };
  return (reasons) => {
    let out = "[[";
    reasons.skills.forEach((skill, at) => {
      const source = skill.source === null ? "null" : skillEvidenceSources.indexOf(skill.source);
      const evidence = skill.transcript;
      const transcript =
        evidence === null
          ? "null"
          : `[${json(evidence.interviewId)},${evidence.questionIndex},${json(evidence.text)},${evidence.startSeconds}]`;
      // The trailing nulls are left out: [name, status] for a skill with no years and no source.
      const tail =
        transcript !== "null"
          ? `,${json(skill.years)},${source},${transcript}`
          : source !== "null"
            ? `,${json(skill.years)},${source}`
            : skill.years !== null
              ? `,${json(skill.years)}`
              : "";
      out += `${at > 0 ? "," : ""}[${quote(skill.skill)},${skillMatchStatuses.indexOf(skill.status)}${tail}]`;
    });
    const { level, location, breakdown } = reasons;
    const postingLevel = level.postingLevel === null ? "null" : quote(level.postingLevel);
    return (
      `${out}],[${levelFits.indexOf(level.fit)},${level.candidateYears},${postingLevel}],` +
      `${reasons.title.similarity},[${locationFits.indexOf(location.fit)},${quote(location.postingType)}],` +
      `${json(reasons.evaluationScore)},` +
      `[${json(breakdown.skills)},${breakdown.level},${breakdown.title},${breakdown.location},${json(breakdown.evaluation)}]]`
    );
  };
}

/** One detail (see `matchDetailEncoder` for many). */
export const encodeMatchDetail = (reasons: MatchReasons): string => matchDetailEncoder()(reasons);

function pick<Value>(list: readonly Value[], index: number): Value {
  const value = list[index];
  if (value === undefined) throw new Error(`Stored match detail names an unknown value (${index}).`);
  return value;
}

export function decodeMatchDetail(detail: string): MatchReasons {
  const [skills, level, similarity, location, evaluationScore, breakdown] = JSON.parse(detail) as StoredDetail;
  return {
    skills: skills.map(([skill, status, years = null, source = null, transcript = null]): SkillReason => ({
      skill,
      status: pick(skillMatchStatuses, status),
      years,
      source: source === null ? null : pick(skillEvidenceSources, source),
      transcript: transcript === null ? null : toTranscript(transcript),
    })),
    level: { fit: pick(levelFits, level[0]), candidateYears: level[1], postingLevel: level[2] },
    title: { similarity },
    location: { fit: pick(locationFits, location[0]), postingType: location[1] },
    evaluationScore,
    breakdown: {
      skills: breakdown[0],
      level: breakdown[1],
      title: breakdown[2],
      location: breakdown[3],
      evaluation: breakdown[4],
    },
  };
}

function toTranscript([interviewId, questionIndex, text, startSeconds]: StoredTranscript): TranscriptEvidence {
  return { interviewId, questionIndex, text, startSeconds };
}
