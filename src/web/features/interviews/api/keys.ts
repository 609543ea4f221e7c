/** Query keys of the interviews domain (the candidate's recorder and its sessions, watching and sharing). */
export const interviewsKeys = {
  all: ["interviews"] as const,
  recordingSessions: () => [...interviewsKeys.all, "recording-session"] as const,
  recordingSession: (sessionId: string) => [...interviewsKeys.recordingSessions(), sessionId] as const,
  watch: (interviewId: string) => [...interviewsKeys.all, "watch", interviewId] as const,
  shareLink: (interviewId: string) => [...interviewsKeys.all, "share-link", interviewId] as const,
  shared: (token: string) => [...interviewsKeys.all, "shared", token] as const,
};
