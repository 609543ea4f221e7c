/**
 * Krippendorff's alpha: how far coders agree beyond chance, for any number of coders, with
 * missing values (Krippendorff, "Computing Krippendorff's Alpha-Reliability", 2011). Computed
 * through the coincidence matrix: each unit coded by m >= 2 coders contributes its m(m-1) ordered
 * pairs of values, each weighted 1/(m-1); alpha = 1 - D_o / D_e, observed over expected
 * disagreement under the chosen difference metric.
 */
export type AlphaLevel = "nominal" | "ordinal" | "interval" | "ratio";

/** One unit's values, one per coder; null where that coder gave none. */
export type ReliabilityData = readonly (readonly (number | null)[])[];

export interface AlphaResult {
  /** Null when there is no disagreement to expect (fewer than two pairable values, or one value only). */
  alpha: number | null;
  /** Pairable values: those in units coded at least twice. */
  pairableValues: number;
  /** Units coded by at least two coders. */
  pairableUnits: number;
}

export function krippendorffAlpha(units: ReliabilityData, level: AlphaLevel): AlphaResult {
  const tallies: UnitTally[] = [];
  for (const unit of units) {
    const values = unit.filter((value): value is number => value !== null && Number.isFinite(value));
    if (values.length >= 2) tallies.push({ values, units: 1 });
  }
  return krippendorffAlphaOfTallies(tallies, level);
}

/** Units with the same values, counted: `units` units each coded `values` (one per coder who coded it). */
export interface UnitTally {
  values: readonly number[];
  units: number;
}

/**
 * Alpha from units counted by their values (decision 0086): the coincidence matrix only needs how
 * many units hold each combination of values, so a posting's 30,000 answer-criteria on a 1–5 scale
 * are a few hundred tallies. Units with fewer than two values are not pairable and are left out.
 */
export function krippendorffAlphaOfTallies(tallies: readonly UnitTally[], level: AlphaLevel): AlphaResult {
  // The distinct values, each given an index into a dense coincidence matrix.
  const indexOf = new Map<number, number>();
  const pairable: UnitTally[] = [];
  let pairableUnits = 0;
  for (const tally of tallies) {
    if (tally.values.length < 2 || tally.units <= 0) continue;
    pairable.push(tally);
    pairableUnits += tally.units;
    for (const value of tally.values) if (!indexOf.has(value)) indexOf.set(value, indexOf.size);
  }
  const size = indexOf.size;
  const matrix = new Float64Array(size * size);
  for (const { values, units } of pairable) {
    // Each of the unit's m(m-1) ordered pairs of values weighs 1/(m-1); the tally's units alike.
    const weight = units / (values.length - 1);
    const at = values.map((value) => indexOf.get(value)!);
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        matrix[at[i]! * size + at[j]!]! += weight;
        matrix[at[j]! * size + at[i]!]! += weight;
      }
    }
  }
  const coincidences = new Map<number, Map<number, number>>();
  for (const [c, ci] of indexOf) {
    const row = new Map<number, number>();
    for (const [k, ki] of indexOf) if (matrix[ci * size + ki]! !== 0) row.set(k, matrix[ci * size + ki]!);
    coincidences.set(c, row);
  }
  const categories = [...coincidences.keys()].sort((a, b) => a - b);
  const marginals = new Map(categories.map((c) => [c, sum([...coincidences.get(c)!.values()])]));
  const n = sum([...marginals.values()]);
  if (n < 2 || categories.length < 2) return { alpha: null, pairableValues: Math.round(n), pairableUnits };

  const delta = differenceFunction(level, categories, marginals);
  let observed = 0;
  let expected = 0;
  for (const c of categories) {
    for (const k of categories) {
      const d = delta(c, k);
      observed += (coincidences.get(c)!.get(k) ?? 0) * d;
      expected += marginals.get(c)! * marginals.get(k)! * d;
    }
  }
  if (expected === 0) return { alpha: null, pairableValues: Math.round(n), pairableUnits };
  return { alpha: 1 - ((n - 1) * observed) / expected, pairableValues: Math.round(n), pairableUnits };
}

/** The squared difference between two values under each level of measurement. */
function differenceFunction(
  level: AlphaLevel,
  categories: number[],
  marginals: Map<number, number>,
): (c: number, k: number) => number {
  switch (level) {
    case "nominal":
      return (c, k) => (c === k ? 0 : 1);
    case "interval":
      return (c, k) => (c - k) ** 2;
    case "ratio":
      return (c, k) => (c + k === 0 ? 0 : ((c - k) / (c + k)) ** 2);
    case "ordinal":
      // The ranks between c and k, counted by how often each value was used.
      return (c, k) => {
        if (c === k) return 0;
        const [low, high] = c < k ? [c, k] : [k, c];
        const between = sum(categories.filter((g) => g >= low && g <= high).map((g) => marginals.get(g)!));
        return (between - (marginals.get(c)! + marginals.get(k)!) / 2) ** 2;
      };
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
