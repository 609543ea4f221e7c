import type { InterviewListStatus } from "@shared/interviews/candidate-interview-contracts";

/** Query keys of the interviews domain (the candidate's recorder, its sessions, their own interviews, watching and sharing, company templates). */
export const interviewsKeys = {
  all: ["interviews"] as const,
  recordingSessions: () => [...interviewsKeys.all, "recording-session"] as const,
  recordingSession: (sessionId: string) => [...interviewsKeys.recordingSessions(), sessionId] as const,
  /** The candidate's own interviews: invalidate after a reset, a finished recording or an attached resume. */
  mine: () => [...interviewsKeys.all, "mine"] as const,
  myList: (params: { status: InterviewListStatus; page: number }) =>
    [...interviewsKeys.mine(), "list", params] as const,
  myInterview: (id: string) => [...interviewsKeys.mine(), "detail", id] as const,
  watch: (interviewId: string) => [...interviewsKeys.all, "watch", interviewId] as const,
  shareLink: (interviewId: string) => [...interviewsKeys.all, "share-link", interviewId] as const,
  shared: (token: string) => [...interviewsKeys.all, "shared", token] as const,
  /** The signed-in company's interview templates (/interview-customization, the posting form). */
  templates: () => [...interviewsKeys.all, "templates"] as const,
};
