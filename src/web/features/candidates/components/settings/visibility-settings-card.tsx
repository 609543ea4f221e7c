// Scaffold for the team (helper "visibility" replaces it).
export function VisibilitySettingsCard() {
  return null;
}
