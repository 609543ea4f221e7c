import {
  IMPACT_RATIO_THRESHOLD,
  MINIMUM_CELL,
  SMALL_GROUP_SHARE,
  type FairnessGroup,
  type FairnessReport,
  type FairnessTable,
  type GroupRate,
} from "@shared/fairness/fairness-report-contracts";
import {
  PREFER_NOT_TO_SAY,
  raceEthnicityCategories,
  sexCategories,
  type RaceEthnicityCategory,
  type SexCategory,
} from "@shared/fairness/self-identification";

/**
 * Decided applications that share every answer and outcome, counted together: what the report's
 * query returns, so 10,000 decisions arrive as a few hundred rows.
 */
export interface DecisionTally {
  /** Null: never answered (no row, or the question was closed). */
  sex: SexCategory | null;
  raceEthnicity: RaceEthnicityCategory | null;
  hired: boolean;
  /** The current evaluation's overall AI score; null when unscored. */
  score: number | null;
  count: number;
}

/** A decision's answers, which place it in one group of each table. */
type Answers = Pick<DecisionTally, "sex" | "raceEthnicity">;

const NOT_ANSWERED = "not_answered";
const NOT_DISCLOSED = "not_disclosed";

interface GroupDefinition {
  key: string;
  label: string;
  /** Not a demographic group (no answer, or prefer not to say): shown, never compared. */
  notCompared: boolean;
}

interface Dimension {
  dimension: FairnessTable["dimension"];
  title: string;
  groups: GroupDefinition[];
  keyOf(answers: Answers): string;
}

const disclosedSex = sexCategories.filter((category) => category.value !== PREFER_NOT_TO_SAY);
const disclosedRace = raceEthnicityCategories.filter((category) => category.value !== PREFER_NOT_TO_SAY);
const notAnswered: GroupDefinition = { key: NOT_ANSWERED, label: "Not answered", notCompared: true };

const dimensions: Dimension[] = [
  {
    dimension: "sex",
    title: "By sex",
    groups: [
      ...sexCategories.map((c) => ({ key: c.value, label: c.label, notCompared: c.value === PREFER_NOT_TO_SAY })),
      notAnswered,
    ],
    keyOf: (answers) => answers.sex ?? NOT_ANSWERED,
  },
  {
    dimension: "race_ethnicity",
    title: "By race/ethnicity",
    groups: [
      ...raceEthnicityCategories.map((c) => ({
        key: c.value,
        label: c.label,
        notCompared: c.value === PREFER_NOT_TO_SAY,
      })),
      notAnswered,
    ],
    keyOf: (answers) => answers.raceEthnicity ?? NOT_ANSWERED,
  },
  {
    dimension: "intersection",
    title: "By sex and race/ethnicity",
    groups: [
      ...disclosedSex.flatMap((sex) =>
        disclosedRace.map((race) => ({
          key: intersectionKey(sex.value, race.value),
          label: `${sex.label}, ${race.label}`,
          notCompared: false,
        })),
      ),
      { key: NOT_DISCLOSED, label: "Sex or race/ethnicity not given", notCompared: true },
    ],
    keyOf: (answers) =>
      answers.sex &&
      answers.sex !== PREFER_NOT_TO_SAY &&
      answers.raceEthnicity &&
      answers.raceEthnicity !== PREFER_NOT_TO_SAY
        ? intersectionKey(answers.sex, answers.raceEthnicity)
        : NOT_DISCLOSED,
  },
];

function intersectionKey(sex: string, race: string): string {
  return `${sex}+${race}`;
}

/**
 * The median of the scores (each counted `count` times): the middle one, or the mean of the two
 * middle ones for an even number. Null when nothing was scored.
 */
export function medianScore(tallies: readonly Pick<DecisionTally, "score" | "count">[]): number | null {
  // Counted per score first: a company's tallies are thousands of rows over a hundred scores.
  const perScore = new Map<number, number>();
  for (const tally of tallies) {
    if (tally.score !== null && tally.count > 0)
      perScore.set(tally.score, (perScore.get(tally.score) ?? 0) + tally.count);
  }
  const scored = [...perScore].sort(([a], [b]) => a - b);
  const n = scored.reduce((sum, [, count]) => sum + count, 0);
  if (n === 0) return null;
  const nth = (position: number): number => {
    let seen = 0;
    for (const [score, count] of scored) {
      seen += count;
      if (position < seen) return score;
    }
    return scored[scored.length - 1]![0];
  };
  return n % 2 === 1 ? nth((n - 1) / 2) : (nth(n / 2 - 1) + nth(n / 2)) / 2;
}

/** A count shown only when it is at least MINIMUM_CELL. */
const shown = (count: number): number | null => (count >= MINIMUM_CELL ? count : null);

interface RawRate {
  total: number;
  positive: number;
}

/**
 * The group's counts with small cells suppressed: the total under MINIMUM_CELL; the positive
 * count (and so the rate) when it, or the rest of the group, is under MINIMUM_CELL, since the
 * total minus a shown count would reveal the rest.
 */
function suppressed(raw: RawRate): { total: number | null; positive: number | null; rate: number | null } {
  const total = shown(raw.total);
  const visible = total !== null && raw.positive >= MINIMUM_CELL && raw.total - raw.positive >= MINIMUM_CELL;
  return {
    total,
    positive: visible ? raw.positive : null,
    rate: visible ? raw.positive / raw.total : null,
  };
}

/** The table's column sums a reader knows from the totals: null where the report does not show one. */
interface KnownSums {
  total: number | null;
  positive: number | null;
}

type SuppressedRow = ReturnType<typeof suppressed> & { raw: RawRate };

/**
 * Complementary suppression: a hidden cell must not be worked out from the totals. In each column
 * (people, positives, and the rest), what the shown cells leave of a known total is the hidden
 * cells' sum; while that is between 1 and MINIMUM_CELL - 1, the smallest shown cell of that column
 * is hidden too ("decided 13 − (female 6 + male 5) = 2" hides male's 5 as well).
 */
function suppressComplements(rows: SuppressedRow[], known: KnownSums): void {
  const revealing = (hiddenSum: number) => hiddenSum > 0 && hiddenSum < MINIMUM_CELL;
  // The smallest shown cell; of equal ones, the row that shows least already (its rate hidden).
  const hideSmallest = (
    shown: SuppressedRow[],
    size: (row: SuppressedRow) => number,
    hide: (row: SuppressedRow) => void,
  ) => {
    const cost = (row: SuppressedRow) => size(row) * 2 + (row.positive === null ? 0 : 1);
    const smallest = shown.reduce<SuppressedRow | null>(
      (low, row) => (low && cost(low) <= cost(row) ? low : row),
      null,
    );
    if (!smallest) return false;
    hide(smallest);
    return true;
  };
  const hideRow = (row: SuppressedRow) => Object.assign(row, { total: null, positive: null, rate: null });
  const hidePositive = (row: SuppressedRow) => Object.assign(row, { positive: null, rate: null });
  for (let changed = true; changed;) {
    changed = false;
    if (known.total !== null) {
      const shown = rows.filter((row) => row.total !== null);
      if (revealing(known.total - shown.reduce((sum, row) => sum + row.raw.total, 0)))
        changed = hideSmallest(shown, (row) => row.raw.total, hideRow);
    }
    if (!changed && known.positive !== null) {
      const shown = rows.filter((row) => row.positive !== null);
      if (revealing(known.positive - shown.reduce((sum, row) => sum + row.raw.positive, 0)))
        changed = hideSmallest(shown, (row) => row.raw.positive, hidePositive);
    }
    if (!changed && known.total !== null && known.positive !== null) {
      const rest = (row: SuppressedRow) => row.raw.total - row.raw.positive;
      const shown = rows.filter((row) => row.positive !== null);
      if (revealing(known.total - known.positive - shown.reduce((sum, row) => sum + rest(row), 0)))
        changed = hideSmallest(shown, rest, hidePositive);
    }
  }
}

/**
 * One metric over one dimension's groups: rates, the small-group flag (under SMALL_GROUP_SHARE
 * of everyone counted), and impact ratios against the highest rate among the groups compared.
 * Small cells and their complements are suppressed first, so a ratio never reveals a hidden rate.
 */
function rates(groups: GroupDefinition[], raw: Map<string, RawRate>, known: KnownSums): GroupRate[] {
  const everyone = [...raw.values()].reduce((sum, group) => sum + group.total, 0);
  const counted = groups.map((group) => {
    const counts = raw.get(group.key) ?? { total: 0, positive: 0 };
    return { raw: counts, ...suppressed(counts) };
  });
  suppressComplements(counted, known);
  const rows = groups.map((group, index) => {
    const { raw: counts, ...cells } = counted[index]!;
    const smallGroup = everyone > 0 && counts.total < SMALL_GROUP_SHARE * everyone;
    return { group, smallGroup, ...cells };
  });
  const compared = rows.filter((row) => !row.group.notCompared && !row.smallGroup && row.rate !== null);
  const highest = Math.max(0, ...compared.map((row) => row.rate!));
  return rows.map((row) => {
    const impactRatio = highest > 0 && compared.includes(row) ? row.rate! / highest : null;
    return {
      total: row.total,
      positive: row.positive,
      rate: row.rate,
      impactRatio,
      smallGroup: row.smallGroup,
      notCompared: row.group.notCompared,
      belowThreshold: impactRatio !== null && impactRatio < IMPACT_RATIO_THRESHOLD,
    };
  });
}

function add(map: Map<string, RawRate>, key: string, counts: RawRate) {
  const current = map.get(key);
  if (current) {
    current.total += counts.total;
    current.positive += counts.positive;
  } else map.set(key, { ...counts });
}

/** The decisions of one pair of answers: hired of decided, and above the median of scored. */
interface AnswerCounts extends Answers {
  selection: RawRate;
  /** Null while none of them was scored (or nothing was, so there is no median). */
  scoring: RawRate | null;
}

/**
 * The tallies summed per pair of answers (a few dozen), which is all the tables read: a
 * company's tallies are thousands of rows, one per score.
 */
function countPerAnswers(tallies: readonly DecisionTally[], median: number | null): AnswerCounts[] {
  const perSex = new Map<DecisionTally["sex"], Map<DecisionTally["raceEthnicity"], AnswerCounts>>();
  const all: AnswerCounts[] = [];
  for (const tally of tallies) {
    let perRace = perSex.get(tally.sex);
    if (!perRace) perSex.set(tally.sex, (perRace = new Map()));
    let counts = perRace.get(tally.raceEthnicity);
    if (!counts) {
      counts = {
        sex: tally.sex,
        raceEthnicity: tally.raceEthnicity,
        selection: { total: 0, positive: 0 },
        scoring: null,
      };
      perRace.set(tally.raceEthnicity, counts);
      all.push(counts);
    }
    counts.selection.total += tally.count;
    if (tally.hired) counts.selection.positive += tally.count;
    if (tally.score !== null && median !== null) {
      counts.scoring ??= { total: 0, positive: 0 };
      counts.scoring.total += tally.count;
      if (tally.score > median) counts.scoring.positive += tally.count;
    }
  }
  return all;
}

/**
 * The report's figures from the tallies (pure, so the arithmetic is tested by hand): selection
 * rate (hired ÷ decided) and scoring rate (share scored above the median AI score) per sex, per
 * race/ethnicity and per intersection, with impact ratios, small groups flagged and small cells
 * suppressed.
 */
export function computeFairnessFigures(tallies: readonly DecisionTally[]): Pick<FairnessReport, "totals" | "tables"> {
  const median = medianScore(tallies);
  const decided = tallies.reduce((sum, tally) => sum + tally.count, 0);
  const hired = tallies.reduce((sum, tally) => sum + (tally.hired ? tally.count : 0), 0);
  const scored = tallies.reduce((sum, tally) => sum + (tally.score !== null ? tally.count : 0), 0);
  const overall = suppressed({ total: decided, positive: hired });
  const perAnswers = countPerAnswers(tallies, median);

  const tables = dimensions.map((dimension): FairnessTable => {
    const selection = new Map<string, RawRate>();
    const scoring = new Map<string, RawRate>();
    for (const counts of perAnswers) {
      const key = dimension.keyOf(counts);
      add(selection, key, counts.selection);
      if (counts.scoring) add(scoring, key, counts.scoring);
    }
    const selectionRates = rates(dimension.groups, selection, { total: overall.total, positive: overall.positive });
    // The report shows how many were scored, not how many scored above the median.
    const scoringRates = rates(dimension.groups, scoring, { total: shown(scored), positive: null });
    const groups = dimension.groups.map((group, index): FairnessGroup => ({
      key: group.key,
      label: group.label,
      selection: selectionRates[index]!,
      scoring: scoringRates[index]!,
    }));
    return { dimension: dimension.dimension, title: dimension.title, groups };
  });

  return {
    totals: {
      decided: overall.total,
      hired: overall.positive,
      scored: shown(scored),
      medianScore: scored >= MINIMUM_CELL ? median : null,
    },
    tables,
  };
}
