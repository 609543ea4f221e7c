import { describe, expect, it } from "vitest";
import { compareMatches, scoreMatch, type MatchCandidateInput, type MatchPostingInput } from "./score-match";

/*
 * The probes of decision 0070: six candidates against one posting with four skills. A
 * match measures fit to the posting, and listing more, writing a bare list or saying "never"
 * must not raise it. The title, level and location are alike for all six (45 of the 100 points),
 * so only what they claim, show or leave out tells them apart.
 */
const posting: MatchPostingInput = {
  title: "Senior Backend Engineer",
  skills: ["Go", "PostgreSQL", "Kubernetes", "AWS"],
  experienceLevel: "senior",
  locationType: "On-Site",
  location: "Berlin, Germany",
};

const someone: MatchCandidateInput = {
  title: "Backend Engineer",
  experienceYears: 8,
  location: "Berlin, Germany",
  skills: [],
  resumeText: null,
  transcripts: [],
  unreadInterview: false,
  evaluationScore: null,
};

const said = (text: string) => ({
  interviewId: "6f0c1f1e-6a43-4d8e-9a57-1d1b8c1f0a01",
  questionIndex: 3,
  text,
  startSeconds: 95,
});

const candidates: Record<string, MatchCandidateInput> = {
  // Two of the four skills, listed with their years and shown in a sentence of the resume.
  honest: {
    ...someone,
    skills: [
      { name: "Go", years: 4 },
      { name: "PostgreSQL", years: 3 },
      { name: "TypeScript", years: 5 },
      { name: "Redis", years: 2 },
    ],
    resumeText:
      "Backend engineer at a payments company.\nBuilt the billing service in Go on PostgreSQL, and ran its migrations for three years.",
  },
  // 200 skills at 10 years each, the posting's four among them.
  stuffed: {
    ...someone,
    skills: [
      ...Array.from({ length: 196 }, (_, at) => ({ name: `Skill ${at + 1}`, years: 10 })),
      ...posting.skills.map((name) => ({ name, years: 10 })),
    ],
  },
  // A resume that is nothing but the posting's skills.
  bareList: { ...someone, resumeText: "Go PostgreSQL Kubernetes AWS" },
  // Go on the profile, and two of the others named in the interview only to say they were never used.
  negated: {
    ...someone,
    skills: [{ name: "Go", years: 5 }],
    transcripts: [said("I have never used Kubernetes or AWS.")],
  },
  // Title, years and location only.
  noSkills: { ...someone },
  // Honest, and none of the four.
  unrelated: {
    ...someone,
    skills: [
      { name: "Java", years: 5 },
      { name: "Spring", years: 4 },
      { name: "Oracle", years: 3 },
    ],
  },
};

const scores = Object.fromEntries(
  Object.entries(candidates).map(([id, candidate]) => [id, scoreMatch(posting, candidate).score]),
);

describe("the match measures fit and cannot be stuffed (decision 0070's probes)", () => {
  it("scores each probe as decision 0070 sets out", () => {
    expect(scores).toEqual({ honest: 70, bareList: 60, negated: 49, stuffed: 46, unrelated: 45, noSkills: 45 });
  });

  it("ranks the honest two-of-four first, and every stuffed, bare, negated or empty profile below it", () => {
    const ranked = Object.entries(scores)
      .map(([id, score]) => ({ id, score }))
      .sort(compareMatches)
      .map((row) => row.id);
    // noSkills and unrelated tie (neither has any of the four); the id breaks the tie.
    expect(ranked).toEqual(["honest", "bareList", "negated", "stuffed", "noSkills", "unrelated"]);
    for (const other of ["stuffed", "bareList", "negated", "noSkills", "unrelated"]) {
      expect(scores[other]).toBeLessThan(scores.honest!);
    }
  });

  it("never gives missing information more than honest information", () => {
    expect(scores.noSkills).toBeLessThanOrEqual(scores.unrelated!);
  });
});
