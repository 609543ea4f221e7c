import { describe, expect, it } from "vitest";
import type { MatchReasons } from "./match-reasons";
import { compareMatches, scoreMatch, type MatchCandidateInput, type MatchPostingInput } from "./score-match";

const posting: MatchPostingInput = {
  title: "Senior Backend Engineer",
  skills: ["TypeScript", "PostgreSQL", "Kubernetes", "Go"],
  experienceLevel: "senior",
  locationType: "On-Site",
  location: "Berlin, Germany",
};

/** Every skill claimed on the profile and shown in use in a sentence of the resume. */
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
  resumeText:
    "Staff engineer, Acme (2018-2025)\n- I built our TypeScript API on PostgreSQL, ran it on Kubernetes and wrote the workers in Go.",
  transcripts: [],
  unreadInterview: false,
  evaluationScore: null,
};

const claimsOnly: MatchCandidateInput = { ...allSkills, resumeText: null };

const quote = {
  interviewId: "6f0c1f1e-6a43-4d8e-9a57-1d1b8c1f0a01",
  questionIndex: 2,
  text: "I ran our Kubernetes clusters for two years.",
  startSeconds: 41.5,
};

const skillRows = (reasons: MatchReasons) =>
  reasons.skills.map((skill) => [skill.skill, skill.status, skill.evidence, skill.source, skill.years]);

describe("scoreMatch", () => {
  it("gives every part in full to a candidate who shows every skill in use", () => {
    const { score, reasons } = scoreMatch(posting, allSkills);
    expect(score).toBe(100);
    expect(skillRows(reasons)).toEqual([
      ["TypeScript", "met", "shown", "resume", 5],
      ["PostgreSQL", "met", "shown", "resume", 3],
      ["Kubernetes", "met", "shown", "resume", 4],
      ["Go", "met", "shown", "resume", 10],
    ]);
    expect(reasons.skills[0]?.excerpt).toBe(
      "- I built our TypeScript API on PostgreSQL, ran it on Kubernetes and wrote the workers in Go.",
    );
    expect(reasons.breakdown).toEqual({ skills: 50, level: 20, title: 15, location: 15 });
    expect(reasons.level).toEqual({ fit: "meets", candidateYears: 8, postingLevel: "senior" });
    expect(reasons.location).toEqual({ fit: "compatible", postingType: "On-Site" });
    // Within CLAIMS_IN_FULL: every claim counts in full, and the detail says nothing of it.
    expect(reasons.claimedSkills).toBeNull();
  });

  it("counts a skill only claimed on the profile for less than one shown, whatever its years", () => {
    // Four claims: 50 x 4 x 0.3 / 4 = 15, plus level 20, title 15, location 15 = 65.
    const { score, reasons } = scoreMatch(posting, claimsOnly);
    expect(score).toBe(65);
    expect(skillRows(reasons)).toEqual([
      ["TypeScript", "met", "claimed", "profile", 5],
      ["PostgreSQL", "met", "claimed", "profile", 3],
      ["Kubernetes", "met", "claimed", "profile", 4],
      ["Go", "met", "claimed", "profile", 10],
    ]);
    const fewerYears = scoreMatch(posting, {
      ...claimsOnly,
      skills: claimsOnly.skills.map((skill) => ({ ...skill, years: 0 })),
    });
    expect(fewerYears.score).toBe(65);
  });

  it("weighs claims, shown skills and missing ones (partial skills)", () => {
    // TypeScript claimed: 0.3; Go shown in a resume sentence: 1; Kubernetes said in the interview: 1;
    // PostgreSQL missing: 0. Skills 50 x 2.3 / 4 = 28.75, plus 50 = 78.75 -> 79.
    const { score, reasons } = scoreMatch(posting, {
      ...allSkills,
      skills: [{ name: "TypeScript", years: 2 }],
      resumeText: "Five years writing Go services and some Java.",
      transcripts: [quote],
    });
    expect(score).toBe(79);
    expect(reasons.breakdown.skills).toBe(28.75);
    expect(skillRows(reasons)).toEqual([
      ["TypeScript", "met", "claimed", "profile", 2],
      ["PostgreSQL", "missing", null, null, null],
      ["Kubernetes", "met", "shown", "transcript", null],
      ["Go", "met", "shown", "resume", null],
    ]);
    expect(reasons.skills[3]?.excerpt).toBe("Five years writing Go services and some Java.");
  });

  it("takes a skill said in an interview as shown, with the sentence and its time", () => {
    const { reasons } = scoreMatch(posting, {
      ...claimsOnly,
      skills: claimsOnly.skills.filter((skill) => skill.name !== "Kubernetes"),
      transcripts: [{ ...quote, text: "We deployed to servers.", startSeconds: 3 }, quote],
    });
    expect(reasons.skills[2]).toEqual({
      skill: "Kubernetes",
      status: "met",
      years: null,
      source: "transcript",
      transcript: quote,
      evidence: "shown",
      excerpt: null,
    });
  });

  it("counts a bare list, in the resume or said, as a claim, and quotes it", () => {
    const listed = scoreMatch(posting, {
      ...claimsOnly,
      skills: [],
      resumeText: "Jane Doe\nSkills: Go, Rust, SQL\nTypeScript PostgreSQL",
      transcripts: [{ ...quote, text: "Kubernetes, Docker and Terraform." }],
    });
    expect(skillRows(listed.reasons)).toEqual([
      ["TypeScript", "met", "claimed", "resume", null],
      ["PostgreSQL", "met", "claimed", "resume", null],
      ["Kubernetes", "met", "claimed", "transcript", null],
      ["Go", "met", "claimed", "resume", null],
    ]);
    expect(listed.reasons.skills[3]?.excerpt).toBe("Skills: Go, Rust, SQL");
    expect(listed.reasons.skills[2]?.transcript?.text).toBe("Kubernetes, Docker and Terraform.");
    expect(listed.score).toBe(65);
  });

  it("does not count a skill the candidate said they have not used, and keeps the sentence", () => {
    const denied = { ...quote, text: "I have never used Kubernetes or Go, but I ran TypeScript services." };
    const { score, reasons } = scoreMatch(posting, { ...claimsOnly, transcripts: [denied] });
    // The interview outweighs the profile's claim: Kubernetes and Go are not met.
    expect(skillRows(reasons)).toEqual([
      ["TypeScript", "met", "shown", "transcript", 5],
      ["PostgreSQL", "met", "claimed", "profile", 3],
      ["Kubernetes", "negated", null, "transcript", 4],
      ["Go", "negated", null, "transcript", 10],
    ]);
    expect(reasons.skills[2]?.transcript).toEqual(denied);
    // TypeScript 1, PostgreSQL 0.3: 50 x 1.3 / 4 = 16.25, plus 50 -> 66.
    expect(score).toBe(66);
    const inResume = scoreMatch(posting, {
      ...claimsOnly,
      skills: [],
      resumeText: "Backend developer.\nNo experience with Kubernetes yet.",
    });
    expect(inResume.reasons.skills[2]).toMatchObject({
      status: "negated",
      source: "resume",
      excerpt: "No experience with Kubernetes yet.",
    });
  });

  it("still counts a skill when the negation is about something else", () => {
    const { reasons } = scoreMatch(posting, {
      ...claimsOnly,
      skills: [],
      transcripts: [
        { ...quote, text: "No, I ran Kubernetes myself." },
        { ...quote, text: "I used Go, not Rust." },
        { ...quote, text: "I had no problem moving our front end to TypeScript." },
      ],
    });
    expect(reasons.skills.map((skill) => skill.status)).toEqual(["met", "missing", "met", "met"]);
  });

  it("spreads the claims of a profile listing many skills thinner", () => {
    const many = Array.from({ length: 30 }, (_, at) => ({ name: `Tool ${at}`, years: 5 }));
    const { score, reasons } = scoreMatch(posting, { ...claimsOnly, skills: [...claimsOnly.skills, ...many] });
    // 34 skills claimed: each claim counts 15/34 of 0.3. 50 x 4 x 0.3 x 15/34 / 4 = 6.62, plus 50.
    expect(reasons.claimedSkills).toBe(34);
    expect(reasons.breakdown.skills).toBe(6.62);
    expect(score).toBe(57);
    const longList = `Skills: ${["Go", ...Array.from({ length: 39 }, (_, at) => `Tool${at}`)].join(", ")}`;
    const resume = scoreMatch(posting, { ...claimsOnly, skills: [], resumeText: longList });
    expect(resume.reasons.claimedSkills).toBe(40);
    expect(resume.reasons.skills[3]?.excerpt?.length).toBeLessThanOrEqual(161);
  });

  it("calls a skill unclear when an interview could not be read or there is nothing to judge by, worth what missing is", () => {
    const unread = scoreMatch(posting, { ...claimsOnly, skills: [], unreadInterview: true });
    expect(unread.reasons.skills.every((skill) => skill.status === "unclear")).toBe(true);
    expect(unread.score).toBe(50);
    const nothing = scoreMatch(posting, { ...claimsOnly, skills: [] });
    expect(nothing.reasons.skills.every((skill) => skill.status === "unclear")).toBe(true);
    expect(nothing.score).toBe(50);
    const somethingElse = scoreMatch(posting, { ...claimsOnly, skills: [{ name: "Java", years: 3 }] });
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

  it("finds a skill of two words across a line break", () => {
    const { reasons } = scoreMatch(
      { ...posting, skills: ["Machine Learning"] },
      { ...claimsOnly, skills: [], resumeText: "I led the machine\nlearning platform team for four years." },
    );
    expect(reasons.skills[0]).toMatchObject({ status: "met", evidence: "shown" });
  });

  it("scales the other parts to 100 when the posting lists no skills", () => {
    // Title {backend, engineer} of {senior, backend, engineer}: 0.67 x 30 = 20.1; level 40; location 30.
    const { score, reasons } = scoreMatch({ ...posting, skills: [] }, { ...allSkills, title: "Backend Engineer" });
    expect(reasons.skills).toEqual([]);
    expect(reasons.title.similarity).toBe(0.67);
    expect(reasons.breakdown).toEqual({ skills: null, level: 40, title: 20.1, location: 30 });
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

  it("marks a location mismatch, a partial one, an unknown one worth no more than a mismatch, and remote as compatible", () => {
    const elsewhere = scoreMatch(posting, { ...allSkills, location: "Paris, France" });
    expect(elsewhere.reasons.location.fit).toBe("incompatible");
    expect(elsewhere.score).toBe(85);
    const sameCountry = scoreMatch(posting, { ...allSkills, location: "Munich, Germany" });
    expect(sameCountry.reasons.location.fit).toBe("partial");
    expect(sameCountry.score).toBe(93);
    const unknown = scoreMatch(posting, { ...allSkills, location: null });
    expect(unknown.reasons.location.fit).toBe("unknown");
    expect(unknown.score).toBe(85);
    const remote = scoreMatch({ ...posting, locationType: "Remote" }, { ...allSkills, location: "Paris, France" });
    expect(remote.reasons.location).toEqual({ fit: "compatible", postingType: "Remote" });
    expect(remote.score).toBe(100);
  });

  it("carries the AI score beside the match and leaves it out of the score, weak or strong", () => {
    const without = scoreMatch(posting, claimsOnly);
    const weak = scoreMatch(posting, { ...claimsOnly, evaluationScore: 20 });
    const strong = scoreMatch(posting, { ...claimsOnly, evaluationScore: 95 });
    expect([weak.score, strong.score]).toEqual([without.score, without.score]);
    expect(weak.reasons.evaluationScore).toBe(20);
    expect(weak.reasons.breakdown).toEqual(without.reasons.breakdown);
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
