/** A member of the company, as far as the new-applicant mail is concerned. */
export interface PostingMember {
  email: string;
  /** Assigned to the posting (decision 0084). */
  assigned: boolean;
  /** Their role may manage postings (Owner, Admin, Recruiter). */
  runsPostings: boolean;
  /** Their own "New applicants" switch (decision 0087). */
  wantsMail: boolean;
}

/**
 * Who hears of a new applicant (decision 0087): the posting's people, that is its assigned members
 * (its recruiter, its hiring managers); when none of those may manage postings, someone still must
 * hear, so every member who may. Then only those whose switch is on, each address once.
 */
export function newApplicantRecipients(members: readonly PostingMember[]): string[] {
  const runsThisPosting = members.some((member) => member.assigned && member.runsPostings);
  const addressed = members.filter((member) => member.assigned || (!runsThisPosting && member.runsPostings));
  return [...new Set(addressed.filter((member) => member.wantsMail).map((member) => member.email.toLowerCase()))];
}
