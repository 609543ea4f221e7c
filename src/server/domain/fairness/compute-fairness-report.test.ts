import { describe, expect, it } from "vitest";
import type { FairnessGroup, FairnessTable } from "@shared/fairness/fairness-report-contracts";
import type { RaceEthnicityCategory, SexCategory } from "@shared/fairness/self-identification";
import { computeFairnessFigures, medianScore, type DecisionTally } from "./compute-fairness-report";

/** `count` decisions of one kind. */
function tally(
  sex: SexCategory | null,
  raceEthnicity: RaceEthnicityCategory | null,
  count: number,
  options: { hired?: boolean; score?: number | null } = {},
): DecisionTally {
  return { sex, raceEthnicity, count, hired: options.hired ?? false, score: options.score ?? null };
}

/** `decided` decisions of a group, `hired` of them hired. */
function decisions(
  sex: SexCategory | null,
  race: RaceEthnicityCategory | null,
  decided: number,
  hired: number,
): DecisionTally[] {
  return [tally(sex, race, hired, { hired: true }), tally(sex, race, decided - hired)].filter((t) => t.count > 0);
}

function table(tables: FairnessTable[], dimension: FairnessTable["dimension"]): Map<string, FairnessGroup> {
  const found = tables.find((each) => each.dimension === dimension);
  if (!found) throw new Error(`no ${dimension} table`);
  return new Map(found.groups.map((group) => [group.key, group]));
}

describe("medianScore", () => {
  it("is the middle score of an odd number and the mean of the two middle ones of an even number", () => {
    expect(
      medianScore([
        tally(null, null, 1, { score: 3 }),
        tally(null, null, 1, { score: 1 }),
        tally(null, null, 1, { score: 2 }),
      ]),
    ).toBe(2);
    expect(medianScore([1, 2, 3, 4].map((score) => tally(null, null, 1, { score })))).toBe(2.5);
  });

  it("counts each tally as many times as its count, and ignores the unscored", () => {
    // 40 ×3, 70 ×1, 90 ×2: sorted 40 40 40 70 90 90, the middle two 40 and 70.
    expect(
      medianScore([
        tally(null, null, 2, { score: 90 }),
        tally(null, null, 3, { score: 40 }),
        tally(null, null, 1, { score: 70 }),
        tally(null, null, 50),
      ]),
    ).toBe(55);
    expect(medianScore([tally(null, null, 4)])).toBeNull();
  });
});

describe("selection rates and impact ratios", () => {
  // 100 decisions, 33 hired, counted by hand below.
  const tallies = [
    ...decisions("female", "white", 20, 10),
    ...decisions("female", "asian", 10, 5),
    ...decisions("male", "white", 40, 10),
    ...decisions("male", "asian", 20, 6),
    ...decisions("male", "black_or_african_american", 3, 1),
    ...decisions("prefer_not_to_say", "prefer_not_to_say", 5, 0),
    ...decisions(null, null, 2, 1),
  ];
  const figures = computeFairnessFigures(tallies);

  it("totals the decisions and the hires", () => {
    expect(figures.totals).toMatchObject({ decided: 100, hired: 33, scored: null, medianScore: null });
  });

  it("per sex: hired ÷ decided, each ratio against the highest rate shown, and no cell left to subtraction", () => {
    const sex = table(figures.tables, "sex");
    // Male 17 of 63. Female hired 15 would leave 33 − 15 − 17 = 1 hire among the hidden cells (the
    // 2 not answered): female's hires and rate are hidden too, so male is compared with no one.
    const male = sex.get("male")!.selection;
    expect(male).toMatchObject({ total: 63, positive: 17, impactRatio: 1, belowThreshold: false, smallGroup: false });
    expect(male.rate).toBeCloseTo(17 / 63, 10);
    expect(sex.get("female")!.selection).toMatchObject({ total: 30, positive: null, rate: null, impactRatio: null });
    // Prefer not to say (5) would leave 100 − 30 − 63 − 5 = 2 decided hidden: its 5 is hidden too.
    expect(sex.get("prefer_not_to_say")!.selection).toMatchObject({
      total: null,
      positive: null,
      rate: null,
      impactRatio: null,
      notCompared: true,
    });
    // Not answered: 2 people, suppressed whole; 2 of 100 is not under 2%.
    expect(sex.get("not_answered")!.selection).toMatchObject({
      total: null,
      positive: null,
      rate: null,
      notCompared: true,
      smallGroup: false,
    });
  });

  it("per race/ethnicity: a suppressed group is not compared, an empty one is flagged small", () => {
    const race = table(figures.tables, "race_ethnicity");
    // White 20 of 60. Asian's 11 hires would leave 33 − 20 − 11 = 2 among the hidden: hidden too.
    const white = race.get("white")!.selection;
    expect(white).toMatchObject({ total: 60, positive: 20, impactRatio: 1, belowThreshold: false });
    expect(white.rate).toBeCloseTo(1 / 3, 10);
    expect(race.get("asian")!.selection).toMatchObject({ total: 30, positive: null, rate: null, impactRatio: null });
    expect(race.get("black_or_african_american")!.selection).toMatchObject({
      total: null,
      positive: null,
      rate: null,
      impactRatio: null,
    });
    expect(race.get("hispanic_or_latino")!.selection).toMatchObject({
      total: null,
      smallGroup: true,
      impactRatio: null,
    });
  });

  it("per intersection of sex and race/ethnicity, the undisclosed together and never compared", () => {
    const both = table(figures.tables, "intersection");
    expect(both.size).toBe(2 * 7 + 1);
    expect(both.get("female+white")!.selection).toMatchObject({ total: 20, positive: 10, rate: 0.5, impactRatio: 1 });
    expect(both.get("male+white")!.selection).toMatchObject({ rate: 0.25, impactRatio: 0.5, belowThreshold: true });
    expect(both.get("male+asian")!.selection).toMatchObject({
      total: 20,
      positive: 6,
      rate: 0.3,
      belowThreshold: true,
    });
    expect(both.get("male+asian")!.selection.impactRatio).toBeCloseTo(0.6, 10);
    // The shown hires (10 + 10 + 6 + 5) would leave 33 − 31 = 2: the smallest, female+asian's 5, goes.
    expect(both.get("female+asian")!.selection).toMatchObject({ total: 10, positive: null, impactRatio: null });
    expect(both.get("male+black_or_african_american")!.selection.total).toBeNull();
    // Prefer not to say and not answered: 7 decided would leave 100 − 97 = 3 hidden: hidden too.
    expect(both.get("not_disclosed")!.selection).toMatchObject({
      total: null,
      positive: null,
      notCompared: true,
      impactRatio: null,
    });
    expect(both.get("female+white")!.label).toBe("Female, White");
  });

  it("leaves no hidden cell that the totals, or the shown cells of its column, would give away", () => {
    for (const each of figures.tables) {
      const cells = each.groups.map((group) => group.selection);
      const hiddenDecided = 100 - cells.reduce((sum, cell) => sum + (cell.total ?? 0), 0);
      const hiddenHired = 33 - cells.reduce((sum, cell) => sum + (cell.positive ?? 0), 0);
      const shownRest = cells.reduce(
        (sum, cell) => sum + (cell.total !== null && cell.positive !== null ? cell.total - cell.positive : 0),
        0,
      );
      for (const hidden of [hiddenDecided, hiddenHired, 67 - shownRest])
        expect(hidden === 0 || hidden >= 5, `${each.dimension}: ${hidden}`).toBe(true);
    }
  });
});

describe("small groups and small cells", () => {
  it("flags a group under 2% of the decisions and leaves it out of the ratios, though its rate is shown", () => {
    // Hispanic or Latino: 10 of 510 decisions (1.96%), rate 0.5; White 100 of 500 = 0.2.
    const figures = computeFairnessFigures([
      ...decisions("female", "hispanic_or_latino", 10, 5),
      ...decisions("female", "white", 500, 100),
    ]);
    const race = table(figures.tables, "race_ethnicity");
    expect(race.get("hispanic_or_latino")!.selection).toMatchObject({
      total: 10,
      positive: 5,
      rate: 0.5,
      smallGroup: true,
      impactRatio: null,
      belowThreshold: false,
    });
    // Compared with itself only: 1, not 0.2 / 0.5.
    expect(race.get("white")!.selection).toMatchObject({ rate: 0.2, impactRatio: 1, smallGroup: false });
  });

  it("suppresses every count under 5, and a count whose rest of the group is under 5", () => {
    const figures = computeFairnessFigures([
      ...decisions("female", "white", 4, 2),
      ...decisions("male", "white", 12, 9),
      ...decisions("male", "asian", 12, 5),
    ]);
    const both = table(figures.tables, "intersection");
    expect(both.get("female+white")!.selection).toMatchObject({ total: null, positive: null, rate: null });
    // 9 hired of 12: the 3 not hired would follow from the two counts, so the hires and the rate go;
    // then 28 − 12 − 12 = 4 decided would be left to the hidden cells, so its 12 goes as well.
    expect(both.get("male+white")!.selection).toMatchObject({ total: null, positive: null, rate: null });
    expect(both.get("male+asian")!.selection).toMatchObject({ total: 12, positive: 5, impactRatio: 1 });
    // No cell anywhere holds a count from 1 to 4.
    const counts = figures.tables.flatMap((each) =>
      each.groups.flatMap((group) => [group.selection.total, group.selection.positive]),
    );
    expect(counts.filter((value) => value !== null && value < 5)).toEqual([]);
    // Totals too: 28 decided, 16 hired, 12 not hired.
    expect(figures.totals).toMatchObject({ decided: 28, hired: 16 });
  });

  it("defeats the subtraction attack: decided 13 − (female 6 + male 5) = 2, hired 6 − white hired 5 = 1", () => {
    const figures = computeFairnessFigures([
      ...decisions("female", "white", 6, 3),
      ...decisions("male", "white", 5, 2),
      ...decisions(null, null, 2, 1),
    ]);
    expect(figures.totals).toMatchObject({ decided: 13, hired: 6 });
    const sex = table(figures.tables, "sex");
    const shownDecided = [...sex.values()].reduce((sum, group) => sum + (group.selection.total ?? 0), 0);
    expect(13 - shownDecided).not.toBeLessThan(5);
    const race = table(figures.tables, "race_ethnicity");
    const shownHired = [...race.values()].reduce((sum, group) => sum + (group.selection.positive ?? 0), 0);
    expect(6 - shownHired === 0 || 6 - shownHired >= 5).toBe(true);
    // 13 − 11 would leave the 2 who did not answer: white's 11 goes too, and with it its hires.
    expect(race.get("white")!.selection).toMatchObject({ total: null, positive: null, rate: null });
  });

  it("reports nothing but suppressed cells for a handful of decisions", () => {
    const figures = computeFairnessFigures(decisions("female", "asian", 3, 1));
    expect(figures.totals).toEqual({ decided: null, hired: null, scored: null, medianScore: null });
    for (const each of figures.tables) for (const group of each.groups) expect(group.selection.total).toBeNull();
  });
});

describe("scoring rates", () => {
  // Scores: 40 ×21, 60 ×5, 90 ×11 (37 scored); sorted, the 19th is 40: the median is 40.
  const figures = computeFairnessFigures([
    tally("female", "white", 6, { score: 90, hired: true }),
    tally("female", "white", 6, { score: 40 }),
    tally("male", "white", 5, { score: 90 }),
    tally("male", "white", 5, { score: 60, hired: true }),
    tally("male", "white", 15, { score: 40 }),
    tally("male", "white", 4),
  ]);

  it("takes the median of the scored decisions and counts those strictly above it", () => {
    expect(figures.totals).toMatchObject({ decided: 41, scored: 37, medianScore: 40 });
    const sex = table(figures.tables, "sex");
    // Female: 6 of 12 above 40 = 0.5; male: 10 of 25 = 0.4; the unscored 4 are not counted.
    expect(sex.get("female")!.scoring).toMatchObject({ total: 12, positive: 6, rate: 0.5, impactRatio: 1 });
    expect(sex.get("male")!.scoring).toMatchObject({ total: 25, positive: 10, rate: 0.4 });
  });

  it("highlights only ratios under 0.8: exactly 0.8 is not", () => {
    const male = table(figures.tables, "sex").get("male")!.scoring;
    expect(male.impactRatio).toBeCloseTo(0.8, 10);
    expect(male.belowThreshold).toBe(false);
  });
});
