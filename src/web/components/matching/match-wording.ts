import { experienceLevels } from "@shared/accounts/candidate-application";
import type { MatchReasons, SkillReason } from "@shared/matching/match-reasons";

/*
 * What a match's reasons say, in two voices (decision 0052): to the company about a candidate,
 * and to the candidate about themselves ("You list Python (4 years)"). One place, so the words
 * stay true to the stored reasons and can be tested without a page.
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

/** Where a met skill was found, for the company ("4 years on profile", "in resume", "said at 4:12"). */
export function skillEvidenceForCompany(reason: SkillReason): string {
  if (reason.source === "transcript" && reason.transcript) {
    return `said in the interview at ${interviewClock(reason.transcript.startSeconds)}`;
  }
  if (reason.source === "resume") return "in resume";
  if (reason.source === "profile") {
    return reason.years !== null && reason.years > 0 ? `${years(reason.years)} on profile` : "on profile";
  }
  return "not found";
}

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
    if (reason.source === "transcript" && clock) return `You mentioned ${reason.skill} in your interview at ${clock}`;
    if (reason.source === "resume") return `Your resume mentions ${reason.skill}`;
    return reason.years !== null && reason.years > 0
      ? `You list ${reason.skill} (${years(reason.years)})`
      : `You list ${reason.skill}`;
  }
  if (reason.status === "missing") return `This role asks for ${reason.skill}, which your profile doesn't mention`;
  if (clock)
    return `You may have mentioned ${reason.skill} in your interview at ${clock}; list it on your profile to make it clear`;
  return `This role asks for ${reason.skill}; list it on your profile with your years if you have used it`;
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
