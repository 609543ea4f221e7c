import { NETWORK_INTERVIEW_TITLE } from "@shared/interviews/candidate-interview-contracts";

/** How the candidate's pages name an interview: the posting it is for, or the network interview. */
export function interviewTitle(row: { jobPostingId: string | null; postingTitle: string | null }): string {
  return row.jobPostingId ? (row.postingTitle ?? "Job interview") : NETWORK_INTERVIEW_TITLE;
}
