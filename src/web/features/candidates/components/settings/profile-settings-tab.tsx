// Scaffold for the team (helper "profile" replaces it).
export function ProfileSettingsTab() {
  return null;
}
