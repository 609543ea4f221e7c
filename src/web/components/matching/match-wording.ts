import { experienceLevels } from "@shared/accounts/candidate-application";
import type { MatchReasons, SkillReason } from "@shared/matching/match-reasons";

/*
 * What a match's reasons say, in two voices (decision 0052): to the company about a candidate,
 * and to the candidate about themselves ("You list Python (4 years)"). One place, so the words
 * stay true to the stored reasons and can be tested without a page. Each skill says whether it
 * was only claimed or shown in use, and a skill said not to be used says so (decision 0070).
 */

/** When in the interview something was said: mm:ss ("04:12"), h:mm:ss past an hour. */
export function interviewClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = String(Math.floor((whole % 3600) / 60)).padStart(2, "0");
  const seconds = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${minutes}:${seconds}` : `${minutes}:${seconds}`;
}

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

/** A posting's level as the candidates chose theirs ("Senior Level (6-10 years)"); raw if unknown. */
function postingLevelLabel(level: string): string {
  return experienceLevels.find((option) => option.value === level || option.label === level)?.label ?? level;
}

/**
 * Where a skill's status comes from, for the company: "4 years on profile", "listed in the
 * resume", "said in the interview at 04:12"; the sentence itself is shown beside it.
 */
export function skillEvidenceForCompany(reason: SkillReason): string {
  const clock = reason.transcript ? interviewClock(reason.transcript.startSeconds) : null;
  const onProfile =
    reason.years !== null && reason.years > 0
      ? `${years(reason.years)} on profile`
      : reason.years === 0
        ? "on profile"
        : null;
  if (reason.status === "negated") {
    const where = clock ? `said in the interview at ${clock}` : "the resume says so";
    return onProfile ? `${where} (${onProfile})` : where;
  }
  if (reason.status !== "met") return "not found";
  if (reason.evidence === "shown") {
    const where = clock ? `said in the interview at ${clock}` : "in the resume";
    return onProfile ? `${where}; ${onProfile}` : where;
  }
  if (reason.source === "profile") return onProfile ?? "on profile";
  return clock ? `listed in the interview at ${clock}` : "listed in the resume";
}

/** The word a company reads before a skill's name: how far it counts (decision 0070). */
const skillStatusForCompany: Record<SkillReason["status"] | "claimed", string> = {
  met: "Shown in use",
  claimed: "Claimed",
  missing: "Missing",
  unclear: "Unknown",
  negated: "Said not used",
};

/** A skill's status word for the company: a met skill is shown in use or only claimed. */
export const skillStatusWord = (reason: SkillReason): string =>
  skillStatusForCompany[reason.status === "met" && reason.evidence !== "shown" ? "claimed" : reason.status];

export function levelForCompany(level: MatchReasons["level"]): string {
  const asked = level.postingLevel === null ? null : postingLevelLabel(level.postingLevel);
  const has = years(level.candidateYears);
  switch (level.fit) {
    case "meets":
      return asked ? `Level fits: ${has}, ${asked} asked` : `Level fits: ${has}`;
    case "below":
      return `Level below: ${has}, ${asked ?? "more"} asked`;
    case "above":
      return `Level above: ${has}, ${asked ?? "less"} asked`;
    case "unknown":
      return asked ? `Level unclear: ${asked} asked` : `Any level asked (${has})`;
  }
}

export function locationForCompany(location: MatchReasons["location"]): string {
  switch (location.fit) {
    case "compatible":
      return `Location fits (${location.postingType})`;
    case "partial":
      return `Location partly fits (${location.postingType})`;
    case "incompatible":
      return `Location does not fit (${location.postingType})`;
    case "unknown":
      return `Location unknown (${location.postingType})`;
  }
}

/** One skill reason in the candidate's own words. */
export function skillForCandidate(reason: SkillReason): string {
  const clock = reason.transcript ? interviewClock(reason.transcript.startSeconds) : null;
  if (reason.status === "met") {
    if (reason.evidence === "shown") {
      return clock
        ? `You talked about using ${reason.skill} in your interview at ${clock}`
        : `Your resume shows you using ${reason.skill}`;
    }
    if (reason.source === "transcript" && clock) return `You named ${reason.skill} in your interview at ${clock}`;
    if (reason.source === "resume") return `Your resume lists ${reason.skill}`;
    return reason.years !== null && reason.years > 0
      ? `You list ${reason.skill} (${years(reason.years)})`
      : `You list ${reason.skill}`;
  }
  if (reason.status === "negated") {
    return clock
      ? `You said in your interview at ${clock} that you have not used ${reason.skill}, so it does not count`
      : `Your resume says you have not used ${reason.skill}, so it does not count`;
  }
  if (reason.status === "missing") return `This role asks for ${reason.skill}, which your profile doesn't mention`;
  if (clock)
    return `You may have mentioned ${reason.skill} in your interview at ${clock}; list it on your profile to make it clear`;
  return `This role asks for ${reason.skill}; if you have used it, say how in your resume or list it on your profile`;
}

export function levelForCandidate(level: MatchReasons["level"]): string {
  const asked = level.postingLevel === null ? null : postingLevelLabel(level.postingLevel);
  const has = years(level.candidateYears);
  switch (level.fit) {
    case "meets":
      return asked
        ? `Your ${has} of experience fit the ${asked} this role asks for`
        : `Your ${has} of experience fit this role`;
    case "below":
      return `This role asks for ${asked ?? "more experience"}; your profile shows ${has}`;
    case "above":
      return `You have more experience (${has}) than this role's ${asked ?? "level"} asks for`;
    case "unknown":
      return asked
        ? `This role asks for ${asked}; add your years of experience to your profile`
        : "This role is open to any experience level";
  }
}

export function locationForCandidate(location: MatchReasons["location"]): string {
  const role = `This ${location.postingType.toLowerCase()} role`;
  switch (location.fit) {
    case "compatible":
      return `${role} suits your location`;
    case "partial":
      return `${role} may need you nearby: check its location`;
    case "incompatible":
      return `${role} is not near your location`;
    case "unknown":
      return `Add your location to your profile to see whether ${role.toLowerCase()} suits it`;
  }
}
