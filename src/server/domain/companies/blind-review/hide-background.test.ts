import { describe, expect, it } from "vitest";
import type { CompanyWorkExperience } from "@shared/candidates/candidate-profile-contracts";
import { companyWorkHistory, hideCandidateBackground, monthsBetween, redactEmployersInText } from "./hide-background";

const today = new Date("2026-06-15T12:00:00Z");
const jobs: CompanyWorkExperience[] = companyWorkHistory(
  [
    {
      id: "job-1",
      position: "Staff Engineer",
      companyName: "Acme Labs",
      startDate: "2023-03-01",
      endDate: null,
      description: "At Acme Labs I led the platform; Jane's team shipped it.",
    },
    {
      id: "job-2",
      position: "Engineer at Globex",
      companyName: "Globex",
      startDate: "2019-01-10",
      endDate: "2023-02-05",
      description: null,
    },
  ],
  today,
);
const seal = (kind: string, id: string) => `${kind}:${id}:sealed`;

describe("a hidden candidate's bio and work history (decision 0077)", () => {
  it("counts whole months, to today for the current job", () => {
    expect(monthsBetween("2019-01-10", "2023-02-05", today)).toBe(48);
    expect(monthsBetween("2023-03-01", null, today)).toBe(39);
    expect(monthsBetween("2024-05-20", "2024-05-01", today)).toBe(0);
    expect(jobs.map((job) => [job.durationMonths, job.current])).toEqual([
      [39, true],
      [48, false],
    ]);
  });

  it("takes out the name, the dates, the employers and the real ids", () => {
    const hidden = hideCandidateBackground(
      { bio: "I'm Jane Doe, eight years at Globex and ACME LABS.", workExperience: jobs },
      { nameParts: ["jane", "doe"], hideEmployers: true, seal },
    );
    expect(hidden.bio).toBe("I'm [name] [name], eight years at [employer] and [employer].");
    expect(hidden.workExperience[0]).toEqual({
      id: "experience:job-1:sealed",
      position: "Staff Engineer",
      companyName: null,
      startDate: null,
      endDate: null,
      durationMonths: 39,
      current: true,
      description: "At [employer] I led the platform; [name]'s team shipped it.",
    });
    expect(hidden.workExperience[1]!.position).toBe("Engineer at [employer]");
    expect(JSON.stringify(hidden)).not.toMatch(/Acme|Globex|Jane|Doe|2019|2023-/i);
  });

  it("keeps the employers when the company shows them, and never the dates", () => {
    const hidden = hideCandidateBackground(
      { bio: "Globex alumna.", workExperience: jobs },
      { nameParts: ["jane"], hideEmployers: false, seal },
    );
    expect(hidden.bio).toBe("Globex alumna.");
    expect(hidden.workExperience.map((job) => [job.companyName, job.startDate, job.endDate])).toEqual([
      ["Acme Labs", null, null],
      ["Globex", null, null],
    ]);
  });

  it("matches an employer only as whole words", () => {
    expect(redactEmployersInText("Acmes and Acme, not acmeish", ["Acme"])).toBe("Acmes and [employer], not acmeish");
    expect(redactEmployersInText("nothing to do", ["A"])).toBe("nothing to do");
  });
});
