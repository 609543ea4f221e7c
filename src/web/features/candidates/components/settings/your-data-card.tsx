// Scaffold for the team (helper "datarights" replaces it).
export function YourDataCard() {
  return null;
}
