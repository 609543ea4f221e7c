import { describe, expect, it } from "vitest";
import { newApplicantRecipients, type PostingMember } from "./new-applicant-recipients";

const member = (email: string, facts: Partial<PostingMember> = {}): PostingMember => ({
  email,
  assigned: false,
  runsPostings: false,
  wantsMail: true,
  ...facts,
});

describe("who hears of a new applicant (decision 0087)", () => {
  it("is everyone who manages postings while no one is assigned", () => {
    expect(
      newApplicantRecipients([
        member("owner@a.co", { runsPostings: true }),
        member("hm@a.co"),
        member("rec@a.co", { runsPostings: true }),
      ]),
    ).toEqual(["owner@a.co", "rec@a.co"]);
  });

  it("is the assigned members alone once one of them manages postings", () => {
    expect(
      newApplicantRecipients([
        member("owner@a.co", { runsPostings: true }),
        member("rec@a.co", { runsPostings: true, assigned: true }),
        member("hm@a.co", { assigned: true }),
      ]),
    ).toEqual(["rec@a.co", "hm@a.co"]);
  });

  it("keeps the managers when only a hiring manager is assigned", () => {
    expect(
      newApplicantRecipients([member("owner@a.co", { runsPostings: true }), member("hm@a.co", { assigned: true })]),
    ).toEqual(["owner@a.co", "hm@a.co"]);
  });

  it("leaves out whoever turned the mail off, and writes to each address once", () => {
    expect(
      newApplicantRecipients([
        member("Owner@a.co", { runsPostings: true }),
        member("owner@a.co", { runsPostings: true }),
        member("rec@a.co", { runsPostings: true, wantsMail: false }),
      ]),
    ).toEqual(["owner@a.co"]);
  });
});
