// Scaffold for the team (helper "resume" replaces it).
export function ResumeSettingsTab() {
  return null;
}
