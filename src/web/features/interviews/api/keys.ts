/**
 * Query keys of the interviews domain: the candidate's own interviews and sharing. Reads other
 * features share live in src/web/lib (interview-watch, interview-templates, candidate-interviews).
 */
export const interviewsKeys = {
  all: ["interviews"] as const,
  /** The candidate's own interviews: invalidate after a reset, a finished recording or an attached resume. */
  mine: () => [...interviewsKeys.all, "mine"] as const,
  myInterview: (id: string) => [...interviewsKeys.mine(), "detail", id] as const,
  shareLink: (interviewId: string) => [...interviewsKeys.all, "share-link", interviewId] as const,
  shared: (token: string) => [...interviewsKeys.all, "shared", token] as const,
};
