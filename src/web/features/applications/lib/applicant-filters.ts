import {
  applicantSorts,
  applicantStatusFilters,
  interviewProgresses,
  type ApplicantSort,
  type InterviewProgress,
  type PostingApplicantsQuery,
} from "@shared/applications/company-application-contracts";

export const APPLICANTS_PAGE_SIZE = 20;

export const sortLabels: Record<ApplicantSort, string> = {
  newest: "Applied: newest first",
  oldest: "Applied: oldest first",
  name: "Name (A to Z)",
  status: "Application status",
  ai_score: "AI score: highest first",
  match: "Match: best first",
};

export const progressLabels: Record<InterviewProgress, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  completed: "Completed",
};

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export type ApplicantsQuery = PostingApplicantsQuery & { sort: ApplicantSort; page: number; pageSize: number };

/** The list's sort, filters and page from the URL (?sort=&status=&interview=&page=); the loader reads it too. */
export function applicantsQueryFrom(searchParams: URLSearchParams): ApplicantsQuery {
  const status = pick(applicantStatusFilters, searchParams.get("status"));
  const interview = pick(interviewProgresses, searchParams.get("interview"));
  return {
    sort: pick(applicantSorts, searchParams.get("sort")) ?? "newest",
    page: Math.max(1, Math.floor(Number(searchParams.get("page"))) || 1),
    pageSize: APPLICANTS_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(interview ? { interview } : {}),
  };
}
