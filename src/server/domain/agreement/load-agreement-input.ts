import { sql, type SQL } from "drizzle-orm";
import type { AgreementModel, AgreementRubricVersion } from "@shared/agreement/agreement-report-contracts";
import type { FairnessDimension } from "@shared/fairness/fairness-report-contracts";
import { PREFER_NOT_TO_SAY } from "@shared/fairness/self-identification";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import type { DbOrTx } from "../../db/client";
import type { AgreementInput } from "./agreement-figures";
import type { AiRunsCompared } from "./ai-with-itself";
import type { AiScoreShown } from "./criterion-agreement";
import type { RubricScore, ScoredAnswerCriterion } from "./scored-answer";

/*
 * What the agreement figures are computed from (decisions 0080 and 0086), read in a few
 * statements whatever the number of applications: the rubric versions present, the version's
 * criteria, and the submitted scorecards' ratings, the AI's current scores with its two runs, and
 * the overrides, joined per answer-criterion here. An answer is one question of one interview
 * ("<interview>:<index>").
 */

/**
 * Whose scorecards and evaluations count: one posting's applications (the interview each is
 * reviewed on: its own, or the candidate's network interview it reuses, decision 0029), or the
 * network interview itself, across every company (the platform's model card).
 */
export type AgreementScope = { postingId: string } | { network: true };

/**
 * The submitted scorecards in scope, as `s`, with `a` the application whose candidate answered:
 * the tables to read them from, and the condition.
 */
function scorecardsIn(scope: AgreementScope): { from: SQL; where: SQL } {
  return "postingId" in scope
    ? {
        from: sql`scorecards s join applications a on a.id = s.application_id`,
        where: sql`a.job_posting_id = ${scope.postingId} and s.status = 'submitted'`,
      }
    : {
        from: sql`scorecards s join interviews si on si.id = s.interview_id join applications a on a.id = si.application_id`,
        where: sql`a.job_posting_id is null and s.status = 'submitted'`,
      };
}

/** The interviews in scope, one column `interview_id` (the posting's applicants' reviewed interviews). */
function interviewsIn(scope: AgreementScope): SQL {
  return "postingId" in scope
    ? sql`select coalesce(own.id, network.id) as interview_id from applications a
        left join interviews own on own.application_id = a.id
        left join applications na on na.candidate_id = a.candidate_id and na.job_posting_id is null
        left join interviews network on network.application_id = na.id
        where a.job_posting_id = ${scope.postingId}`
    : sql`select i.id as interview_id from interviews i
        join applications a on a.id = i.application_id where a.job_posting_id is null`;
}

/** A current, finished evaluation that scored content (not human review only). */
const scoredEvaluation = sql`e.is_current and e.status = 'done' and not e.human_review_only`;

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

const answerIdOf = (interviewId: string, questionIndex: number) => `${interviewId}:${questionIndex}`;

/** A candidate's group per dimension as the fairness report forms them; null: outside the groups compared. */
function answerGroupsOf(sex: string | null, raceEthnicity: string | null): Record<FairnessDimension, string | null> {
  const disclosedSex = sex && sex !== PREFER_NOT_TO_SAY ? sex : null;
  const disclosedRace = raceEthnicity && raceEthnicity !== PREFER_NOT_TO_SAY ? raceEthnicity : null;
  return {
    sex: disclosedSex,
    race_ethnicity: disclosedRace,
    intersection: disclosedSex && disclosedRace ? `${disclosedSex}+${disclosedRace}` : null,
  };
}

/** The rubric versions the scope's submitted scorecards and current evaluations were made on, the most scorecards first. */
export async function loadRubricVersions(db: DbOrTx, scope: AgreementScope): Promise<AgreementRubricVersion[]> {
  const cards = scorecardsIn(scope);
  const rows = rowsOf<{ version: string; scorecards: number | string; evaluations: number | string }>(
    await db.execute(sql`
      with cards as (
        select s.rubric_version as version, count(*) as n from ${cards.from} where ${cards.where} group by 1),
      evaluated as (
        select e.rubric_version as version, count(*) as n
        from (select distinct interview_id from (${interviewsIn(scope)}) scoped where interview_id is not null) i
        join evaluations e on e.interview_id = i.interview_id and ${scoredEvaluation}
        group by 1)
      select coalesce(c.version, v.version) as version, coalesce(c.n, 0) as scorecards, coalesce(v.n, 0) as evaluations
      from cards c full join evaluated v on v.version = c.version`),
  );
  return rows
    .map((row) => ({ version: row.version, scorecards: Number(row.scorecards), evaluations: Number(row.evaluations) }))
    .sort((a, b) => b.scorecards - a.scorecards || b.evaluations - a.evaluations || a.version.localeCompare(b.version));
}

/** The criteria of a rubric version in its order, each once (a criterion can recur on several questions). */
export async function loadRubricCriteria(
  db: DbOrTx,
  scope: AgreementScope,
  version: string,
): Promise<{ key: string; competency: string }[]> {
  const cards = scorecardsIn(scope);
  const [row] = rowsOf<{ rubric: RubricSnapshot | string }>(
    await db.execute(sql`
      (select s.rubric from ${cards.from} where ${cards.where} and s.rubric_version = ${version} limit 1)
      union all
      (select e.rubric from (${interviewsIn(scope)}) i
        join evaluations e on e.interview_id = i.interview_id and ${scoredEvaluation} and e.rubric_version = ${version}
        limit 1)
      limit 1`),
  );
  if (!row) return [];
  const rubric = typeof row.rubric === "string" ? (JSON.parse(row.rubric) as RubricSnapshot) : row.rubric;
  const criteria = new Map<string, string>();
  for (const question of rubric.questions ?? []) {
    for (const criterion of question.criteria) {
      if (!criteria.has(criterion.key)) criteria.set(criterion.key, criterion.competency);
    }
  }
  return [...criteria].map(([key, competency]) => ({ key, competency }));
}

/** One submitted scorecard: its ratings as parallel arrays, read from the jsonb by path (no row per rating). */
interface ScorecardRow {
  interview_id: string;
  profile_id: string | null;
  sex: string | null;
  race_ethnicity: string | null;
  questions: number[];
  keys: string[];
  scores: (number | null)[];
}

/** One current evaluation: its criteria as parallel arrays, with how many criteria each question has. */
interface EvaluationRow {
  interview_id: string;
  evaluation_id: string;
  question_indexes: number[];
  criteria_per_question: number[];
  keys: string[];
  scores: (number | string)[];
  low_agreement: boolean[];
  runs: number[];
}

/**
 * One answer as the read joins it: its id, the AI's score per criterion, the members' per
 * criterion. A question has at most five criteria: small arrays searched, not two maps an answer.
 */
interface Answer {
  id: string;
  aiKeys: string[];
  aiScores: (number | null)[];
  items: (ScoredAnswerCriterion & { members: RubricScore[]; shown: AiScoreShown | null })[];
}

/** One interview in scope: its current evaluation on the version, and its answers by question index. */
interface Interview {
  id: string;
  evaluationId: string | null;
  answers: Answer[];
}

interface OverrideRow {
  evaluation_id: string;
  question_index: number;
  criterion_key: string;
  by_user_id: string;
}

/**
 * The rows of a statement that sends them as one json array (`json_agg`): one value to parse
 * instead of a row each (10,000 scorecards for a posting of 2,000 applications scored by five).
 */
function aggregatedRows<Row>(result: unknown): Row[] {
  const [row] = rowsOf<{ rows: Row[] | string }>(result);
  if (!row) return [];
  return typeof row.rows === "string" ? (JSON.parse(row.rows) as Row[]) : row.rows;
}

/**
 * Every input of `agreementFigures` for one rubric version of the scope, in three statements run
 * side by side, whatever the number of applications (decision 0086):
 * - the submitted scorecards, each with its ratings as parallel arrays read from the jsonb by path
 *   (a row per rating, grouped in the database, cost more than the rest of the read together), its
 *   member's login and the candidate's self-identification (which leaves this function only as
 *   groups), sent as one json array. The arrays line up because every rating has each field
 *   (the scorecard contract requires them, "not enough evidence" being a null score), as every
 *   stored criterion of an evaluation has its key, score, flag and runs;
 * - the current evaluations of the interviews in scope on this version, each with its criteria's
 *   keys, scores, low-agreement flags and number of runs as arrays;
 * - the people's overrides of those evaluations' criteria.
 * They are joined here per answer-criterion: the members' scores, the AI's, the AI score shown to
 * each member who rated it and whether that member's login overrode it, and each answer's groups.
 */
export async function loadAgreementInput(
  db: DbOrTx,
  scope: AgreementScope,
  version: string,
  criterionIds: readonly string[],
): Promise<AgreementInput> {
  const cards = scorecardsIn(scope);
  const evaluated = sql`(select distinct interview_id from (${interviewsIn(scope)}) scoped where interview_id is not null) i
      join evaluations e on e.interview_id = i.interview_id and ${scoredEvaluation} and e.rubric_version = ${version}`;
  const [scorecardResult, evaluationResult, overrideResult] = await Promise.all([
    db.execute(sql`
      select coalesce(json_agg(json_build_object(
        'interview_id', s.interview_id, 'profile_id', m.profile_id, 'sex', sid.sex, 'race_ethnicity', sid.race_ethnicity,
        'questions', jsonb_path_query_array(s.ratings, '$[*].questionIndex'),
        'keys', jsonb_path_query_array(s.ratings, '$[*].criterionKey'),
        'scores', jsonb_path_query_array(s.ratings, '$[*].score'))), '[]') as rows
      from ${cards.from}
      left join company_members m on m.id = s.member_id
      left join candidate_self_identifications sid on sid.candidate_id = a.candidate_id
      where ${cards.where} and s.rubric_version = ${version}`),
    db.execute(sql`
      select coalesce(json_agg(json_build_object(
        'interview_id', e.interview_id, 'evaluation_id', e.id,
        'question_indexes', jsonb_path_query_array(e.result, '$.questions[*].index'),
        'criteria_per_question', jsonb_path_query_array(e.result, '$.questions[*].criteria.size()'),
        'keys', jsonb_path_query_array(e.result, '$.questions[*].criteria[*].key'),
        'scores', jsonb_path_query_array(e.result, '$.questions[*].criteria[*].score'),
        'low_agreement', jsonb_path_query_array(e.result, '$.questions[*].criteria[*].lowAgreement'),
        'runs', jsonb_path_query_array(e.result, '$.questions[*].criteria[*].runScores.size()'))), '[]') as rows
      from ${evaluated}`),
    db.execute(sql`
      select distinct o.evaluation_id, o.question_index, o.criterion_key, o.by_user_id
      from ${evaluated}
      join evaluation_overrides o on o.evaluation_id = e.id
      where o.criterion_key is not null and o.question_index is not null and o.by_user_id is not null`),
  ]);

  // Each interview looked up once per row and each answer's id made once, its criteria kept by key:
  // 150,000 ratings would otherwise make as many strings and lookups, most of the read's time.
  const interviews = new Map<string, Interview>();
  const interviewOf = (interviewId: string): Interview => {
    let interview = interviews.get(interviewId);
    if (!interview) interviews.set(interviewId, (interview = { id: interviewId, evaluationId: null, answers: [] }));
    return interview;
  };
  const answerOf = (interview: Interview, questionIndex: number): Answer =>
    (interview.answers[questionIndex] ??= {
      id: answerIdOf(interview.id, questionIndex),
      aiKeys: [],
      aiScores: [],
      items: [],
    });

  // The AI's scores and its two runs compared.
  const aiRuns: AiRunsCompared[] = [];
  for (const row of aggregatedRows<EvaluationRow>(evaluationResult)) {
    const { keys, scores, runs } = row;
    const interview = interviewOf(row.interview_id);
    interview.evaluationId = row.evaluation_id;
    let at = 0;
    for (let position = 0; position < row.question_indexes.length; position += 1) {
      const answer = answerOf(interview, row.question_indexes[position]!);
      for (let n = 0; n < (row.criteria_per_question[position] ?? 0); n += 1, at += 1) {
        const score = scores[at];
        answer.aiKeys.push(keys[at]!);
        answer.aiScores.push(typeof score === "number" ? score : null);
        if ((runs[at] ?? 0) >= 2) aiRuns.push({ answerId: answer.id, lowAgreement: row.low_agreement[at] === true });
      }
    }
  }
  // Overrides are few: each evaluation's, looked for only where there are some.
  const overrides = new Map<string, Set<string>>();
  for (const row of rowsOf<OverrideRow>(overrideResult)) {
    const made = overrides.get(row.evaluation_id) ?? new Set<string>();
    made.add(`${row.question_index}\u0000${row.criterion_key}\u0000${row.by_user_id}`);
    overrides.set(row.evaluation_id, made);
  }

  // The members' scores per answer-criterion, with the AI's beside them.
  const scores: ScoredAnswerCriterion[] = [];
  const aiScoresShown: AiScoreShown[] = [];
  const answerGroups = new Map<string, Partial<Record<FairnessDimension, string | null>>>();
  for (const row of aggregatedRows<ScorecardRow>(scorecardResult)) {
    const { questions, keys, scores: given } = row;
    const interview = interviewOf(row.interview_id);
    const made = interview.evaluationId === null ? undefined : overrides.get(interview.evaluationId);
    let groups: Partial<Record<FairnessDimension, string | null>> | null = null;
    for (let at = 0; at < questions.length; at += 1) {
      const questionIndex = questions[at]!;
      const answer = answerOf(interview, questionIndex);
      const criterionId = keys[at]!;
      const score = given[at];
      let item = answer.items.find((each) => each.criterionId === criterionId);
      if (!item) {
        const aiAt = answer.aiKeys.indexOf(criterionId);
        const ai = aiAt === -1 ? null : answer.aiScores[aiAt]!;
        const shown = ai === null ? null : { answerId: answer.id, criterionId, shown: 0, overridden: 0 };
        item = { answerId: answer.id, criterionId, members: [], ai, shown };
        answer.items.push(item);
        scores.push(item);
        if (shown) aiScoresShown.push(shown);
        if (!answerGroups.has(answer.id))
          answerGroups.set(answer.id, (groups ??= answerGroupsOf(row.sex, row.race_ethnicity)));
      }
      item.members.push(typeof score === "number" ? score : null);
      if (item.shown) {
        item.shown.shown += 1;
        if (made && row.profile_id !== null && made.has(`${questionIndex}\u0000${criterionId}\u0000${row.profile_id}`))
          item.shown.overridden += 1;
      }
    }
  }
  return { criterionIds, scores, aiScoresShown, aiRuns, answerGroups };
}

/** The providers and models behind the current evaluations of a rubric version in scope, the most used first. */
export async function loadAgreementModels(
  db: DbOrTx,
  scope: AgreementScope,
  version: string,
): Promise<AgreementModel[]> {
  const rows = rowsOf<{ provider: string; chat_model: string | null; evaluations: number | string }>(
    await db.execute(sql`
      select e.provider, e.chat_model, count(*) as evaluations
      from (select distinct interview_id from (${interviewsIn(scope)}) scoped where interview_id is not null) i
      join evaluations e on e.interview_id = i.interview_id and ${scoredEvaluation} and e.rubric_version = ${version}
      group by 1, 2`),
  );
  return rows
    .map((row) => ({ provider: row.provider, chatModel: row.chat_model, evaluations: Number(row.evaluations) }))
    .sort((a, b) => b.evaluations - a.evaluations || a.provider.localeCompare(b.provider));
}
