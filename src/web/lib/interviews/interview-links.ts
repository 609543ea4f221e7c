/*
 * Where the candidate's interview links lead, in one place for the dashboard and the interview
 * pages (two features that may not import each other). The network interview is started at
 * /interview, which finds or creates it; an interview for a job is started by its id.
 */

export function interviewStartPath(interview: { id: string; isNetworkInterview: boolean }): string {
  return interview.isNetworkInterview ? "/interview" : `/interview/${interview.id}`;
}

export function interviewDetailPath(interviewId: string): string {
  return `/candidate-interview/${interviewId}`;
}
