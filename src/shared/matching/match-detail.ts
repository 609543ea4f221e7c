import {
  levelFits,
  locationFits,
  skillEvidenceKinds,
  skillEvidenceSources,
  skillMatchStatuses,
  type MatchReasons,
  type SkillEvidenceKind,
  type SkillEvidenceSource,
  type SkillReason,
  type TranscriptEvidence,
} from "./match-reasons";

/*
 * The stored form of a match's reasons (decision 0054): a positional JSON array, about a third of
 * the keyed object, so a posting's 100,000 rows are cheap to write and to compare. The server
 * writes and reads it; no client sees it.
 *
 * [skills, [levelFit, candidateYears, postingLevel], similarity, [locationFit, postingType],
 *  evaluationScore, [skills, level, title, location points], claimedSkills]; claimedSkills is left out
 * when null (most candidates).
 * A skill: [name, status, years, source, transcript, evidence, excerpt], without its trailing
 * nulls (most skills are missing, with neither years nor a source: a third of a detail's length,
 * decision 0061); a transcript: [interviewId, questionIndex, text, startSeconds]. Enumerations are
 * stored as their index. Details stored with a skill's trailing nulls written out read the same.
 *
 * Details stored before decision 0070 read too, until the recompute its scoring version queues
 * replaces them: their points have a fifth, the evaluation's (left out), they have no claimed
 * count (read as null), and their met skills no evidence kind (read as shown when said in an
 * interview, claimed otherwise, as the rules of then would have it).
 */

type StoredTranscript = [string, number, string, number];
type StoredSkill = [
  string,
  number,
  (number | null)?,
  (number | null)?,
  (StoredTranscript | null)?,
  (number | null)?,
  (string | null)?,
];
type StoredDetail = [
  StoredSkill[],
  [number, number, string | null],
  number,
  [number, string],
  number | null,
  [number | null, number, number, number, (number | null)?],
  (number | null)?,
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
      // Written from the last field back, leaving out the trailing nulls: [name, status] for a
      // skill with no years and no source.
      const evidence = skill.transcript;
      let tail = skill.excerpt === null ? "" : `,${json(skill.excerpt)}`;
      if (tail !== "" || skill.evidence !== null) {
        tail = `,${skill.evidence === null ? "null" : skillEvidenceKinds.indexOf(skill.evidence)}${tail}`;
      }
      if (tail !== "" || evidence !== null) {
        tail = `,${
          evidence === null
            ? "null"
            : `[${json(evidence.interviewId)},${evidence.questionIndex},${json(evidence.text)},${evidence.startSeconds}]`
        }${tail}`;
      }
      if (tail !== "" || skill.source !== null) {
        tail = `,${skill.source === null ? "null" : skillEvidenceSources.indexOf(skill.source)}${tail}`;
      }
      if (tail !== "" || skill.years !== null) tail = `,${json(skill.years)}${tail}`;
      out += `${at > 0 ? "," : ""}[${quote(skill.skill)},${skillMatchStatuses.indexOf(skill.status)}${tail}]`;
    });
    const { level, location, breakdown } = reasons;
    const postingLevel = level.postingLevel === null ? "null" : quote(level.postingLevel);
    return (
      `${out}],[${levelFits.indexOf(level.fit)},${level.candidateYears},${postingLevel}],` +
      `${reasons.title.similarity},[${locationFits.indexOf(location.fit)},${quote(location.postingType)}],` +
      `${json(reasons.evaluationScore)},` +
      `[${json(breakdown.skills)},${breakdown.level},${breakdown.title},${breakdown.location}]` +
      `${reasons.claimedSkills === null ? "" : `,${reasons.claimedSkills}`}]`
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
  const [skills, level, similarity, location, evaluationScore, breakdown, claimedSkills = null] = JSON.parse(
    detail,
  ) as StoredDetail;
  return {
    skills: skills.map(
      ([skill, status, years = null, source = null, transcript = null, evidence, excerpt = null]): SkillReason => {
        const statusName = pick(skillMatchStatuses, status);
        const sourceName = source === null ? null : pick(skillEvidenceSources, source);
        return {
          skill,
          status: statusName,
          years,
          source: sourceName,
          transcript: transcript === null ? null : toTranscript(transcript),
          evidence:
            evidence === undefined
              ? evidenceBefore0070(statusName, sourceName)
              : evidence === null
                ? null
                : pick(skillEvidenceKinds, evidence),
          excerpt,
        };
      },
    ),
    level: { fit: pick(levelFits, level[0]), candidateYears: level[1], postingLevel: level[2] },
    title: { similarity },
    location: { fit: pick(locationFits, location[0]), postingType: location[1] },
    evaluationScore,
    claimedSkills,
    breakdown: { skills: breakdown[0], level: breakdown[1], title: breakdown[2], location: breakdown[3] },
  };
}

/** A met skill of a detail stored before decision 0070: said in an interview is use, the rest a claim. */
function evidenceBefore0070(
  status: SkillReason["status"],
  source: SkillEvidenceSource | null,
): SkillEvidenceKind | null {
  if (status !== "met") return null;
  return source === "transcript" ? "shown" : "claimed";
}

function toTranscript([interviewId, questionIndex, text, startSeconds]: StoredTranscript): TranscriptEvidence {
  return { interviewId, questionIndex, text, startSeconds };
}
