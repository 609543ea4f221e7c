import { describe, expect, it } from "vitest";
import type { SkillReason } from "@shared/matching/match-reasons";
import {
  interviewClock,
  levelForCandidate,
  levelForCompany,
  locationForCandidate,
  skillEvidenceForCompany,
  skillForCandidate,
  skillStatusWord,
} from "./match-wording";

const skill = (overrides: Partial<SkillReason>): SkillReason => ({
  skill: "Python",
  status: "met",
  years: null,
  source: "profile",
  transcript: null,
  evidence: "claimed",
  excerpt: null,
  ...overrides,
});
const said = {
  interviewId: "11111111-1111-4111-8111-111111111111",
  questionIndex: 1,
  text: "PyTorch",
  startSeconds: 252.4,
};

describe("a match's reasons in the candidate's own words", () => {
  it("says where each skill was found, and whether it was listed or shown in use", () => {
    expect(skillForCandidate(skill({ years: 4 }))).toBe("You list Python (4 years)");
    expect(skillForCandidate(skill({ years: 1 }))).toBe("You list Python (1 year)");
    expect(skillForCandidate(skill({ years: 0 }))).toBe("You list Python");
    expect(skillForCandidate(skill({ source: "resume" }))).toBe("Your resume lists Python");
    expect(skillForCandidate(skill({ source: "resume", evidence: "shown" }))).toBe(
      "Your resume shows you using Python",
    );
    expect(
      skillForCandidate(skill({ skill: "PyTorch", source: "transcript", transcript: said, evidence: "shown" })),
    ).toBe("You talked about using PyTorch in your interview at 04:12");
    expect(skillForCandidate(skill({ skill: "PyTorch", source: "transcript", transcript: said }))).toBe(
      "You named PyTorch in your interview at 04:12",
    );
    expect(
      skillForCandidate(
        skill({ skill: "AWS", status: "negated", source: "transcript", transcript: said, evidence: null }),
      ),
    ).toBe("You said in your interview at 04:12 that you have not used AWS, so it does not count");
    expect(skillForCandidate(skill({ skill: "Kubernetes", status: "missing", source: null, evidence: null }))).toBe(
      "This role asks for Kubernetes, which your profile doesn't mention",
    );
  });

  it("says how the level and the location fit", () => {
    expect(levelForCandidate({ fit: "meets", candidateYears: 8, postingLevel: "senior" })).toBe(
      "Your 8 years of experience fit the Senior Level (6-10 years) this role asks for",
    );
    expect(levelForCandidate({ fit: "below", candidateYears: 1, postingLevel: "mid" })).toBe(
      "This role asks for Mid Level (3-5 years); your profile shows 1 year",
    );
    expect(levelForCandidate({ fit: "unknown", candidateYears: 3, postingLevel: null })).toBe(
      "This role is open to any experience level",
    );
    expect(locationForCandidate({ fit: "compatible", postingType: "Remote" })).toBe(
      "This remote role suits your location",
    );
    expect(locationForCandidate({ fit: "incompatible", postingType: "On-Site" })).toBe(
      "This on-site role is not near your location",
    );
  });
});

describe("a match's reasons as the company reads them", () => {
  it("names the evidence of a skill, how far it counts, and the level asked", () => {
    expect(skillEvidenceForCompany(skill({ years: 4 }))).toBe("4 years on profile");
    expect(skillStatusWord(skill({ years: 4 }))).toBe("Claimed");
    expect(skillEvidenceForCompany(skill({ source: "transcript", transcript: said, evidence: "shown" }))).toBe(
      "said in the interview at 04:12",
    );
    expect(skillStatusWord(skill({ source: "transcript", transcript: said, evidence: "shown" }))).toBe("Shown in use");
    expect(skillEvidenceForCompany(skill({ source: "resume", evidence: "shown", years: 3 }))).toBe(
      "in the resume; 3 years on profile",
    );
    expect(skillEvidenceForCompany(skill({ source: "resume" }))).toBe("listed in the resume");
    const denied = skill({ status: "negated", source: "transcript", transcript: said, evidence: null, years: 2 });
    expect(skillStatusWord(denied)).toBe("Said not used");
    expect(skillEvidenceForCompany(denied)).toBe("said in the interview at 04:12 (2 years on profile)");
    expect(skillStatusWord(skill({ status: "unclear", source: null, evidence: null }))).toBe("Unknown");
    expect(levelForCompany({ fit: "below", candidateYears: 2, postingLevel: "senior" })).toBe(
      "Level below: 2 years, Senior Level (6-10 years) asked",
    );
  });

  it("writes interview times as mm:ss, with hours past an hour", () => {
    expect(interviewClock(5)).toBe("00:05");
    expect(interviewClock(3725)).toBe("1:02:05");
  });
});
