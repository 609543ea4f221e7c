// Scaffold for the team; the card that creates, copies and revokes a share link replaces it.
export function ShareInterviewCard(_props: { interviewId: string }) {
  return null;
}
