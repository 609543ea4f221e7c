/** Query keys of the interviews domain (the candidate's recorder and its sessions). */
export const interviewsKeys = {
  all: ["interviews"] as const,
  recordingSessions: () => [...interviewsKeys.all, "recording-session"] as const,
  recordingSession: (sessionId: string) => [...interviewsKeys.recordingSessions(), sessionId] as const,
};
