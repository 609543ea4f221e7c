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
 * A skill: [name, status, years, source, transcript]; a transcript:
 * [interviewId, questionIndex, text, startSeconds]. Enumerations are stored as their index.
 */

type StoredTranscript = [string, number, string, number];
type StoredSkill = [string, number, number | null, number | null, StoredTranscript | null];
type StoredDetail = [
  StoredSkill[],
  [number, number, string | null],
  number,
  [number, string],
  number | null,
  [number | null, number, number, number, number | null],
];

const indexIn = <Value>(list: readonly Value[], value: Value) => list.indexOf(value);

const json = (value: string | number | null) => (typeof value === "string" ? JSON.stringify(value) : String(value));

/** Written out by hand rather than through an array and JSON.stringify: a recompute encodes 100,000. */
export function encodeMatchDetail(reasons: MatchReasons): string {
  const skills = reasons.skills.map((skill) => {
    const source = skill.source === null ? null : indexIn(skillEvidenceSources, skill.source);
    const evidence = skill.transcript;
    const transcript =
      evidence === null
        ? "null"
        : `[${json(evidence.interviewId)},${evidence.questionIndex},${json(evidence.text)},${evidence.startSeconds}]`;
    return `[${json(skill.skill)},${indexIn(skillMatchStatuses, skill.status)},${json(skill.years)},${json(source)},${transcript}]`;
  });
  const { level, location, breakdown } = reasons;
  return (
    `[[${skills.join(",")}],` +
    `[${indexIn(levelFits, level.fit)},${level.candidateYears},${json(level.postingLevel)}],` +
    `${reasons.title.similarity},[${indexIn(locationFits, location.fit)},${json(location.postingType)}],` +
    `${json(reasons.evaluationScore)},` +
    `[${json(breakdown.skills)},${breakdown.level},${breakdown.title},${breakdown.location},${json(breakdown.evaluation)}]]`
  );
}

function pick<Value>(list: readonly Value[], index: number): Value {
  const value = list[index];
  if (value === undefined) throw new Error(`Stored match detail names an unknown value (${index}).`);
  return value;
}

export function decodeMatchDetail(detail: string): MatchReasons {
  const [skills, level, similarity, location, evaluationScore, breakdown] = JSON.parse(detail) as StoredDetail;
  return {
    skills: skills.map(([skill, status, years, source, transcript]): SkillReason => ({
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
