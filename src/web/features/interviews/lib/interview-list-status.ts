import { interviewListStatuses, type InterviewListStatus } from "@shared/interviews/candidate-interview-contracts";

/** The tab in ?status= (upcoming unless it names past); the route loader reads it the same way. */
export function interviewListStatusFrom(searchParams: URLSearchParams): InterviewListStatus {
  const value = searchParams.get("status");
  return interviewListStatuses.find((status) => status === value) ?? "upcoming";
}
