import { useCallback } from "react";
import { useParams } from "react-router";
import { InterviewRunner } from "../components/interview-runner";

/** /interview/:id: one of the candidate's interviews, e.g. a posting's, with its own questions. */
export function InterviewPage() {
  const { id = "" } = useParams();
  const loadInterviewId = useCallback(() => Promise.resolve(id), [id]);
  return <InterviewRunner key={id} loadInterviewId={loadInterviewId} />;
}
