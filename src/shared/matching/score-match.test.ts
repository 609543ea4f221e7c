import { describe, expect, it } from "vitest";
import { compareMatches, scoreMatch, type MatchCandidateInput, type MatchPostingInput } from "./score-match";

const posting: MatchPostingInput = {
  title: "Senior Backend Engineer",
  skills: ["TypeScript", "PostgreSQL", "Kubernetes", "Go"],
  experienceLevel: "senior",
  locationType: "On-Site",
  location: "Berlin, Germany",
};

const allSkills: MatchCandidateInput = {
  title: "Senior Backend Engineer",
  experienceYears: 8,
  location: "Berlin, Germany",
  skills: [
    { name: "TypeScript", years: 5 },
    { name: "postgresql", years: 3 },
    { name: "Kubernetes", years: 4 },
    { name: "Go", years: 10 },
  ],
  resumeText: null,
  transcripts: [],
  unreadInterview: false,
  evaluationScore: null,
};

const quote = {
  interviewId: "6f0c1f1e-6a43-4d8e-9a57-1d1b8c1f0a01",
  questionIndex: 2,
  text: "I ran our Kubernetes clusters for two years.",
  startSeconds: 41.5,
};

describe("scoreMatch", () => {
  it("gives every part in full to a candidate who meets everything", () => {
    const { score, reasons } = scoreMatch(posting, allSkills);
    expect(score).toBe(100);
    expect(reasons.skills.map((skill) => [skill.skill, skill.status, skill.years, skill.source])).toEqual([
      ["TypeScript", "met", 5, "profile"],
      ["PostgreSQL", "met", 3, "profile"],
      ["Kubernetes", "met", 4, "profile"],
      ["Go", "met", 10, "profile"],
    ]);
    expect(reasons.breakdown).toEqual({ skills: 50, level: 20, title: 15, location: 15, evaluation: null });
    expect(reasons.level).toEqual({ fit: "meets", candidateYears: 8, postingLevel: "senior" });
    expect(reasons.location).toEqual({ fit: "compatible", postingType: "On-Site" });
  });

  it("weights met skills by years and names the missing ones (partial skills)", () => {
    // TypeScript 2 years: 0.9; PostgreSQL 0 years: 0.7; Go only in the resume: 0.7; Kubernetes missing: 0.
    // Skills 50 x 2.3 / 4 = 28.75, plus level 20, title 15, location 15 = 78.75 -> 79.
    const { score, reasons } = scoreMatch(posting, {
      ...allSkills,
      skills: [
        { name: "TypeScript", years: 2 },
        { name: "PostgreSQL", years: 0 },
      ],
      resumeText: "Five years writing Go services and some Java.",
    });
    expect(score).toBe(79);
    expect(reasons.breakdown.skills).toBe(28.75);
    expect(reasons.skills.map((skill) => [skill.skill, skill.status, skill.source])).toEqual([
      ["TypeScript", "met", "profile"],
      ["PostgreSQL", "met", "profile"],
      ["Kubernetes", "missing", null],
      ["Go", "met", "resume"],
    ]);
  });

  it("takes a skill said in an interview as met, with the sentence and its time", () => {
    const { reasons } = scoreMatch(posting, {
      ...allSkills,
      skills: allSkills.skills.filter((skill) => skill.name !== "Kubernetes"),
      transcripts: [{ ...quote, text: "We deployed to servers.", startSeconds: 3 }, quote],
    });
    expect(reasons.skills[2]).toEqual({
      skill: "Kubernetes",
      status: "met",
      years: null,
      source: "transcript",
      transcript: quote,
    });
  });

  it("calls a skill unclear, not missing, when an interview could not be read or there is nothing to judge by", () => {
    const unread = scoreMatch(posting, { ...allSkills, skills: [], unreadInterview: true });
    expect(unread.reasons.skills.every((skill) => skill.status === "unclear")).toBe(true);
    // Skills 50 x 0.25 = 12.5, plus 50 = 62.5 -> 63.
    expect(unread.score).toBe(63);
    const nothing = scoreMatch(posting, { ...allSkills, skills: [] });
    expect(nothing.reasons.skills.every((skill) => skill.status === "unclear")).toBe(true);
    const somethingElse = scoreMatch(posting, { ...allSkills, skills: [{ name: "Java", years: 3 }] });
    expect(somethingElse.reasons.skills.every((skill) => skill.status === "missing")).toBe(true);
    expect(somethingElse.score).toBe(50);
  });

  it("does not find a skill inside another word", () => {
    const { reasons } = scoreMatch(
      { ...posting, skills: ["Java"] },
      { ...allSkills, skills: [{ name: "Python", years: 1 }], resumeText: "JavaScript and TypeScript" },
    );
    expect(reasons.skills[0]?.status).toBe("missing");
  });

  it("scales the other parts to 100 when the posting lists no skills", () => {
    // Title {backend, engineer} of {senior, backend, engineer}: 0.67 x 30 = 20.1; level 40; location 30.
    const { score, reasons } = scoreMatch({ ...posting, skills: [] }, { ...allSkills, title: "Backend Engineer" });
    expect(reasons.skills).toEqual([]);
    expect(reasons.title.similarity).toBe(0.67);
    expect(reasons.breakdown).toEqual({ skills: null, level: 40, title: 20.1, location: 30, evaluation: null });
    expect(score).toBe(90);
  });

  it("marks a level mismatch: one level below is half, two below none, above three quarters", () => {
    const below1 = scoreMatch(posting, { ...allSkills, experienceYears: 4 });
    expect(below1.reasons.level.fit).toBe("below");
    expect(below1.score).toBe(90);
    const below2 = scoreMatch(posting, { ...allSkills, experienceYears: 2 });
    expect(below2.reasons.level.fit).toBe("below");
    expect(below2.score).toBe(80);
    const above = scoreMatch(posting, { ...allSkills, experienceYears: 12 });
    expect(above.reasons.level.fit).toBe("above");
    expect(above.score).toBe(95);
    const anyLevel = scoreMatch({ ...posting, experienceLevel: null }, { ...allSkills, experienceYears: 0 });
    expect(anyLevel.reasons.level.fit).toBe("meets");
    expect(anyLevel.score).toBe(100);
  });

  it("marks a location mismatch, a partial one, an unknown one, and remote as compatible anywhere", () => {
    const elsewhere = scoreMatch(posting, { ...allSkills, location: "Paris, France" });
    expect(elsewhere.reasons.location.fit).toBe("incompatible");
    expect(elsewhere.score).toBe(85);
    const sameCountry = scoreMatch(posting, { ...allSkills, location: "Munich, Germany" });
    expect(sameCountry.reasons.location.fit).toBe("partial");
    expect(sameCountry.score).toBe(93);
    const unknown = scoreMatch(posting, { ...allSkills, location: null });
    expect(unknown.reasons.location.fit).toBe("unknown");
    const remote = scoreMatch({ ...posting, locationType: "Remote" }, { ...allSkills, location: "Paris, France" });
    expect(remote.reasons.location).toEqual({ fit: "compatible", postingType: "Remote" });
    expect(remote.score).toBe(100);
  });

  it("counts a current evaluation for a fifth, and leaves it out without one", () => {
    // 0.8 x 100 + 0.2 x 60 = 92.
    const withEvaluation = scoreMatch(posting, { ...allSkills, evaluationScore: 60 });
    expect(withEvaluation.score).toBe(92);
    expect(withEvaluation.reasons.evaluationScore).toBe(60);
    expect(withEvaluation.reasons.breakdown).toEqual({
      skills: 40,
      level: 16,
      title: 12,
      location: 12,
      evaluation: 12,
    });
    const without = scoreMatch(posting, allSkills);
    expect(without.score).toBe(100);
    expect(without.reasons.evaluationScore).toBeNull();
  });

  it("gives the same result every time", () => {
    const input = { ...allSkills, skills: allSkills.skills.slice(1), transcripts: [quote], evaluationScore: 71 };
    expect(scoreMatch(posting, input)).toEqual(scoreMatch(posting, input));
  });
});

describe("compareMatches", () => {
  it("orders best first and breaks ties by id, whatever the input order", () => {
    const rows = [
      { score: 80, id: "b" },
      { score: 90, id: "c" },
      { score: 80, id: "a" },
    ];
    const expected = ["c", "a", "b"];
    expect([...rows].sort(compareMatches).map((row) => row.id)).toEqual(expected);
    expect(
      [...rows]
        .reverse()
        .sort(compareMatches)
        .map((row) => row.id),
    ).toEqual(expected);
  });
});
