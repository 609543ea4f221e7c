// Scaffold for the team (helper "profile" replaces it).
export function NotificationSettingsTab() {
  return null;
}
