import { experienceLevels } from "@shared/accounts/candidate-application";

/** How a posting's experience level reads: the candidates' level label, or "Any level" for none. */
export function experienceLevelLabel(level: string | null): string {
  return experienceLevels.find((option) => option.value === level)?.label ?? "Any level";
}
