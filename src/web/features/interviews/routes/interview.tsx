import { InterviewRunner } from "../components/interview-runner";
import { findNetworkInterviewId } from "../api/start-network-interview";

/** /interview: the candidate's network interview (the 7 questions every candidate records once). */
export function NetworkInterviewPage() {
  return <InterviewRunner loadInterviewId={findNetworkInterviewId} />;
}
