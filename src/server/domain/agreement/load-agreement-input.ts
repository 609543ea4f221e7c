import { sql, type SQL } from "drizzle-orm";
import type { AgreementModel, AgreementRubricVersion } from "@shared/agreement/agreement-report-contracts";
import type { FairnessDimension } from "@shared/fairness/fairness-report-contracts";
import { PREFER_NOT_TO_SAY } from "@shared/fairness/self-identification";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import type { DbOrTx } from "../../db/client";
import type { AgreementTallies } from "./agreement-figures";
import type { AiPeopleTally } from "./ai-with-people";
import type { CriterionTally } from "./criterion-agreement";

/*
 * What the agreement figures are computed from (decisions 0080 and 0086), read in a few
 * statements whatever the number of applications: the rubric versions present, the version's
 * criteria, and the counts of the members' ratings, the AI's current scores with its two runs and
 * the overrides, joined per answer-criterion and counted in the database. An answer is one
 * question of one interview.
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

/** The counts `agreementFiguresOf` takes, as the statement sends them: arrays, not an object a row. */
interface TalliesRow {
  /** Answer-criteria scored by two members or more: how many gave 1, 2, 3, 4, 5, and how many such units. */
  people: [number, number, number, number, number, number][];
  people_answers: number;
  /** AI–people pairs: criterion, AI score, sum and number of the members' scores, how many pairs. */
  pairs: [string, number, number, number, number][];
  pair_answers: number;
  /** Per criterion: the AI scores shown (one per member who rated), the answer-criteria they were on. */
  shown: [string, number, number][];
  /** Per criterion: showings overridden by the member shown. */
  overridden: [string, number][];
  /** Per sex and race/ethnicity answered: answers with a pair, pairs, sum of AI minus the members' mean. */
  groups: [string | null, string | null, number, number, number][];
  /** The AI's criteria scored by two runs, those flagged low agreement, the answers they are on. */
  ai_runs: [number, number, number];
}

/**
 * The members' ratings in scope, one row per answer-criterion counted by score: a posting's own
 * tallies (kept by the scorecards' trigger, migration 0058), or for the network interview every
 * posting's added up.
 */
function unitsIn(scope: AgreementScope, version: string): SQL {
  return "postingId" in scope
    ? sql`select interview_id, question_index, criterion_key, rated, scored_1, scored_2, scored_3, scored_4, scored_5
        from scorecard_rating_tallies
        where job_posting_id = ${scope.postingId} and rubric_version = ${version} and rated > 0`
    : sql`select t.interview_id, t.question_index, t.criterion_key, sum(t.rated)::int as rated,
          sum(t.scored_1)::int as scored_1, sum(t.scored_2)::int as scored_2, sum(t.scored_3)::int as scored_3,
          sum(t.scored_4)::int as scored_4, sum(t.scored_5)::int as scored_5
        from scorecard_rating_tallies t join interviews i on i.id = t.interview_id
        join applications a on a.id = i.application_id
        where a.job_posting_id is null and t.rubric_version = ${version}
        group by 1, 2, 3 having sum(t.rated) > 0`;
}

/**
 * The counts behind every figure of one rubric version of the scope, in one statement whatever the
 * number of applications (decision 0086). The database joins, per answer-criterion, the members'
 * tallies with the AI's score in the current evaluation (both rows kept by triggers, migration
 * 0058, instead of the scorecards' and evaluations' jsonb), and counts:
 * the units scored by two members by their scores (people with people), the AI–people pairs by
 * criterion, AI score and members' sum and number (the AI with people), the AI scores shown and
 * overridden per criterion, the pairs per self-identification answered (which leaves here only as
 * counts and sums per combination of groups), the AI's criteria scored twice and flagged, and for
 * each figure the distinct answers it rests on. An answer is one question of one interview; a
 * criterion occurs once in a question, so a criterion's answer-criteria are its answers.
 *
 * An override counts as one by the member shown when a submitted scorecard in scope, of that
 * member's login, rated that criterion of that answer and the AI had scored it (decision 0086).
 * What leaves the database is a few hundred tallies: the server's share is two small coincidence
 * matrices (the five scores; the AI's scores and the members' means) and a few sums.
 */
export async function loadAgreementTallies(
  db: DbOrTx,
  scope: AgreementScope,
  version: string,
  criterionIds: readonly string[],
): Promise<AgreementTallies> {
  const scorecardsInScope =
    "postingId" in scope
      ? sql`join applications sa on sa.id = s.application_id and sa.job_posting_id = ${scope.postingId}`
      : sql``;
  const statement = sql`
    with units as (${unitsIn(scope, version)}),
    ai as materialized (
      select a.evaluation_id, a.interview_id, a.question_index, a.criterion_key, a.score, a.compared, a.low_agreement
      from (select distinct interview_id from (${interviewsIn(scope)}) scoped where interview_id is not null) i
      join evaluation_criterion_scores a on a.interview_id = i.interview_id and a.rubric_version = ${version}),
    joined as materialized (
      select u.interview_id, u.question_index, u.criterion_key, u.rated,
        u.scored_1, u.scored_2, u.scored_3, u.scored_4, u.scored_5,
        u.scored_1 + u.scored_2 + u.scored_3 + u.scored_4 + u.scored_5 as given,
        u.scored_1 + 2 * u.scored_2 + 3 * u.scored_3 + 4 * u.scored_4 + 5 * u.scored_5 as total,
        ai.score as ai
      from units u left join ai on ai.interview_id = u.interview_id and ai.question_index = u.question_index
        and ai.criterion_key = u.criterion_key),
    answers as materialized (
      select interview_id,
        bool_or(given >= 2) as double_scored,
        count(*) filter (where ai is not null and given >= 1) as pairs,
        sum(ai - total::float8 / given) filter (where ai is not null and given >= 1) as difference
      from joined group by interview_id, question_index)
    select
      (select coalesce(json_agg(json_build_array(scored_1, scored_2, scored_3, scored_4, scored_5, n)), '[]')
        from (select scored_1, scored_2, scored_3, scored_4, scored_5, count(*) as n from joined
          where given >= 2 group by 1, 2, 3, 4, 5) t) as people,
      (select count(*) from answers where double_scored)::int as people_answers,
      (select coalesce(json_agg(json_build_array(criterion_key, ai, total, given, n)), '[]')
        from (select criterion_key, ai, total, given, count(*) as n from joined
          where ai is not null and given >= 1 group by 1, 2, 3, 4) t) as pairs,
      (select count(*) from answers where pairs > 0)::int as pair_answers,
      (select coalesce(json_agg(json_build_array(criterion_key, shown, n)), '[]')
        from (select criterion_key, sum(rated) as shown, count(*) as n from joined where ai is not null group by 1) t)
        as shown,
      (select coalesce(json_agg(json_build_array(criterion_key, n)), '[]') from (
        select o.criterion_key, sum((
          select count(*) from scorecards s ${scorecardsInScope}
          join company_members m on m.id = s.member_id and m.profile_id = o.by_user_id
          where s.interview_id = o.interview_id and s.status = 'submitted' and s.rubric_version = ${version}
            and s.ratings @> jsonb_build_array(jsonb_build_object('questionIndex', o.question_index, 'criterionKey', o.criterion_key))
        ))::int as n
        from (select distinct ai.interview_id, o.question_index, o.criterion_key, o.by_user_id
          from ai join evaluation_overrides o on o.evaluation_id = ai.evaluation_id
            and o.question_index = ai.question_index and o.criterion_key = ai.criterion_key
          where ai.score is not null and o.by_user_id is not null) o
        group by 1) t) as overridden,
      (select coalesce(json_agg(json_build_array(sex, race_ethnicity, answers, pairs, difference)), '[]') from (
        select sid.sex, sid.race_ethnicity, sum(x.answers) as answers, sum(x.pairs) as pairs, sum(x.difference) as difference
        from (select interview_id, count(*) as answers, sum(pairs) as pairs, sum(difference) as difference
          from answers where pairs > 0 group by interview_id) x
        join interviews i on i.id = x.interview_id join applications a on a.id = i.application_id
        left join candidate_self_identifications sid on sid.candidate_id = a.candidate_id
        group by 1, 2) t) as groups,
      (select json_build_array(count(*) filter (where compared), count(*) filter (where compared and low_agreement),
        (select count(*) from (select from ai where compared group by interview_id, question_index) t)) from ai)
        as ai_runs`;
  const [row] = rowsOf<TalliesRow>(await db.execute(statement));
  return talliesOf(row!, criterionIds);
}

/** The statement's counts as `agreementFiguresOf` takes them. */
function talliesOf(row: TalliesRow, criterionIds: readonly string[]): AgreementTallies {
  const criteria = new Map<string, CriterionTally>();
  const criterion = (key: string): CriterionTally => {
    let tally = criteria.get(key);
    if (!tally) criteria.set(key, (tally = { pairs: [], pairAnswers: 0, shown: 0, overridden: 0, shownAnswers: 0 }));
    return tally;
  };
  const pooled: AiPeopleTally[] = [];
  for (const [key, ai, total, given, pairs] of row.pairs) {
    const tally = { ai: Number(ai), people: Number(total) / Number(given), pairs: Number(pairs) };
    pooled.push(tally);
    const its = criterion(key);
    (its.pairs as AiPeopleTally[]).push(tally);
    // A criterion occurs once in a question: its pairs are on as many answers.
    its.pairAnswers += tally.pairs;
  }
  for (const [key, shown, answers] of row.shown) {
    const its = criterion(key);
    its.shown += Number(shown);
    its.shownAnswers += Number(answers);
  }
  for (const [key, overridden] of row.overridden) criterion(key).overridden += Number(overridden);
  const [compared, lowAgreement, runAnswers] = row.ai_runs;
  return {
    criterionIds,
    people: {
      tallies: row.people.map(([one, two, three, four, five, units]) => ({
        values: [one, two, three, four, five].flatMap((given, at) => Array<number>(Number(given)).fill(at + 1)),
        units: Number(units),
      })),
      answers: Number(row.people_answers),
    },
    aiPeople: { tallies: pooled, answers: Number(row.pair_answers) },
    criteria,
    aiRuns: { compared: Number(compared), lowAgreement: Number(lowAgreement), answers: Number(runAnswers) },
    groups: row.groups.map(([sex, raceEthnicity, answers, pairs, difference]) => ({
      groups: answerGroupsOf(sex, raceEthnicity),
      answers: Number(answers),
      pairs: Number(pairs),
      difference: Number(difference),
    })),
  };
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
