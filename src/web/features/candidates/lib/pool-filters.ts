import { experienceLevels } from "@shared/accounts/candidate-application";
import { POOL_SKILLS_MAX, poolRankings, type PoolRanking } from "@shared/candidates/contracts";
import { type PipelineStatus, pipelineStatusValues } from "@shared/candidates/pipeline-status-contracts";

type ExperienceLevel = (typeof experienceLevels)[number]["value"];

/** The pool's filters and position as the URL holds them (?skills=a,b&experience=&location=&interview=1&status=&cursor=). */
export interface PoolParams {
  search: string;
  skills: string[];
  experience?: ExperienceLevel;
  location?: string;
  hasInterview: boolean;
  pipelineStatus?: PipelineStatus;
  /** "Rank for: <posting>": one of the company's postings the page is ranked by match for (decision 0052). */
  rankFor?: string;
  /** With rankFor: "ai_score" ranks by the AI score beside the match (decision 0070); none, by the match. */
  rankBy?: PoolRanking;
  cursor?: string;
}

/** Reads the pool's parameters from the URL; unknown values are ignored. */
export function poolParamsFrom(searchParams: URLSearchParams): PoolParams {
  const experience = experienceLevels.find((level) => level.value === searchParams.get("experience"))?.value;
  const pipelineStatus = pipelineStatusValues.find((status) => status === searchParams.get("status"));
  const location = searchParams.get("location")?.trim();
  const cursor = searchParams.get("cursor");
  const rankFor = searchParams.get("rankFor")?.trim();
  const rankBy = poolRankings.find((ranking) => ranking === searchParams.get("rankBy"));
  return {
    search: searchParams.get("search")?.trim() ?? "",
    skills: parseSkills(searchParams.get("skills") ?? ""),
    ...(experience ? { experience } : {}),
    ...(location ? { location } : {}),
    hasInterview: searchParams.get("interview") === "1",
    ...(pipelineStatus ? { pipelineStatus } : {}),
    ...(rankFor ? { rankFor } : {}),
    ...(rankFor && rankBy && rankBy !== "match" ? { rankBy } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/** "Python, sql,python" -> ["Python", "sql"]: unique regardless of case, at most POOL_SKILLS_MAX. */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of text.split(",")) {
    const skill = raw.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills.slice(0, POOL_SKILLS_MAX);
}

/** Whether any filter (not the search) narrows the list. */
export const hasPoolFilters = (params: PoolParams): boolean =>
  params.skills.length > 0 ||
  params.experience !== undefined ||
  params.location !== undefined ||
  params.hasInterview ||
  params.pipelineStatus !== undefined;
