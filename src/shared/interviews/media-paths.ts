/*
 * Where a recording's media is read. Every path answers only to those allowed to watch the
 * interview ("Who may watch", decision 0021); the share variants answer to a valid share token.
 */
export const interviewMediaPaths = {
  recording: (interviewId: string) => `/api/interviews/${interviewId}/recording`,
  poster: (interviewId: string) => `/api/interviews/${interviewId}/poster`,
  resume: (interviewId: string) => `/api/interviews/${interviewId}/resume`,
  sharedRecording: (token: string) => `/api/shared-interviews/${token}/recording`,
  sharedPoster: (token: string) => `/api/shared-interviews/${token}/poster`,
} as const;
