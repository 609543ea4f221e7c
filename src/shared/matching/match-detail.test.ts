import { describe, expect, it } from "vitest";
import { decodeMatchDetail, encodeMatchDetail } from "./match-detail";
import { matchReasonsSchema } from "./match-reasons";
import { scoreMatch, type MatchCandidateInput, type MatchPostingInput } from "./score-match";

const posting: MatchPostingInput = {
  title: "Senior Backend Engineer",
  skills: ["TypeScript", "Kubernetes", "Go", "Rust"],
  experienceLevel: "senior",
  locationType: "Hybrid",
  location: "Berlin, Germany",
};

const candidate: MatchCandidateInput = {
  title: "Backend Engineer",
  experienceYears: 4,
  location: "Munich, Germany",
  skills: [{ name: "TypeScript", years: 2 }],
  resumeText: 'Wrote "Go" services, and a lot of \\ escaping.',
  transcripts: [
    {
      interviewId: "6f0c1f1e-6a43-4d8e-9a57-1d1b8c1f0a01",
      questionIndex: 2,
      text: 'I ran our Kubernetes clusters, "by hand", for two years.',
      startSeconds: 41.5,
    },
  ],
  unreadInterview: false,
  evaluationScore: 73,
};

describe("match detail", () => {
  it("gives back exactly the reasons it was made from", () => {
    const { reasons } = scoreMatch(posting, candidate);
    expect(reasons.skills.map((skill) => skill.source)).toEqual(["profile", "transcript", "resume", null]);
    expect(reasons.skills.map((skill) => skill.evidence)).toEqual(["claimed", "shown", "shown", null]);
    const decoded = decodeMatchDetail(encodeMatchDetail(reasons));
    expect(decoded).toEqual(reasons);
    expect(matchReasonsSchema.parse(decoded)).toEqual(reasons);
  });

  it("keeps a posting without skills, a missing evaluation and unknown fits", () => {
    const { reasons } = scoreMatch(
      { ...posting, skills: [], experienceLevel: null },
      { ...candidate, skills: [], resumeText: null, transcripts: [], location: null, evaluationScore: null },
    );
    expect(reasons.breakdown.skills).toBeNull();
    expect(reasons.location.fit).toBe("unknown");
    expect(decodeMatchDetail(encodeMatchDetail(reasons))).toEqual(reasons);
  });

  it("leaves out a skill's trailing nulls, and reads a detail that writes them out alike", () => {
    const { reasons } = scoreMatch(posting, candidate);
    const stored = JSON.parse(encodeMatchDetail(reasons)) as unknown[][][];
    // TypeScript claimed on the profile (years, source, no transcript, evidence), Kubernetes shown
    // in a transcript (no excerpt), Go shown in the resume (its excerpt last), Rust missing.
    expect(stored[0]!.map((skill) => skill.length)).toEqual([6, 6, 7, 2]);
    expect(stored[0]![0]).toEqual(["TypeScript", 0, 2, 0, null, 0]);
    expect(stored[0]![3]).toEqual(["Rust", 1]);
    // Every null written out reads the same.
    const spelledOut = JSON.stringify([
      stored[0]!.map((skill) => [...skill, null, null, null, null, null].slice(0, 7)),
      ...(JSON.parse(encodeMatchDetail(reasons)) as unknown[]).slice(1),
    ]);
    expect(spelledOut).toContain('["Rust",1,null,null,null,null,null]');
    expect(decodeMatchDetail(spelledOut)).toEqual(reasons);
  });

  it("is valid JSON holding the same values as the positional array", () => {
    const { reasons } = scoreMatch(posting, candidate);
    const parsed = JSON.parse(encodeMatchDetail(reasons)) as unknown[];
    expect(parsed).toHaveLength(6);
    expect(parsed[2]).toBe(reasons.title.similarity);
    expect(parsed[4]).toBe(73);
  });

  it("reads a detail stored before decision 0070: the evaluation's points left out, evidence as the rules of then", () => {
    const before = JSON.stringify([
      [
        ["TypeScript", 0, 2, 0],
        ["Kubernetes", 0, null, 2, ["6f0c1f1e-6a43-4d8e-9a57-1d1b8c1f0a01", 2, "I ran our Kubernetes clusters.", 41.5]],
        ["Go", 0, null, 1],
        ["Rust", 2],
      ],
      [1, 4, "senior"],
      0.67,
      [1, "Hybrid"],
      73,
      [26.6, 8, 8.04, 6, 14.6],
    ]);
    const reasons = decodeMatchDetail(before);
    expect(reasons.skills.map((skill) => [skill.status, skill.evidence, skill.excerpt])).toEqual([
      ["met", "claimed", null],
      ["met", "shown", null],
      ["met", "claimed", null],
      ["unclear", null, null],
    ]);
    expect(reasons.breakdown).toEqual({ skills: 26.6, level: 8, title: 8.04, location: 6 });
    expect(reasons.claimedSkills).toBeNull();
    expect(matchReasonsSchema.parse(reasons)).toEqual(reasons);
  });

  it("keeps the number of skills claimed past CLAIMS_IN_FULL, and only then", () => {
    const many = Array.from({ length: 30 }, (_, at) => ({ name: `Tool ${at}`, years: 1 }));
    const { reasons } = scoreMatch(posting, { ...candidate, skills: [...candidate.skills, ...many] });
    expect(reasons.claimedSkills).toBe(31);
    const stored = JSON.parse(encodeMatchDetail(reasons)) as unknown[];
    expect(stored).toHaveLength(7);
    expect(stored[6]).toBe(31);
    expect(decodeMatchDetail(encodeMatchDetail(reasons))).toEqual(reasons);
  });

  it("keeps a negated skill with its sentence", () => {
    const { reasons } = scoreMatch(posting, {
      ...candidate,
      transcripts: [{ ...candidate.transcripts[0]!, text: "I have never used Rust." }],
    });
    expect(reasons.skills[3]).toMatchObject({ skill: "Rust", status: "negated", source: "transcript" });
    expect(decodeMatchDetail(encodeMatchDetail(reasons))).toEqual(reasons);
  });

  it("is a good deal smaller than the keyed reasons", () => {
    const { reasons } = scoreMatch(posting, { ...candidate, transcripts: [], resumeText: null });
    expect(encodeMatchDetail(reasons).length).toBeLessThan(JSON.stringify(reasons).length / 2);
  });

  it("refuses a stored value it does not know", () => {
    const stored = JSON.parse(encodeMatchDetail(scoreMatch(posting, candidate).reasons)) as unknown[];
    stored[1] = [9, 4, "senior"];
    expect(() => decodeMatchDetail(JSON.stringify(stored))).toThrow(/unknown value/);
  });
});
