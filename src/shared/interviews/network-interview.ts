/** The network interview every candidate records once, as the spec sets it: 7 questions in 20 minutes. */
export const NETWORK_INTERVIEW_SECONDS = 20 * 60;
export const MAX_RERECORDS_PER_APPLICATION = 3;

export const networkInterviewQuestions = [
  "Tell us about your background and the path that led you to work in AI.",
  "What are your strongest skills, and how have you used them on a recent project?",
  "Describe the most challenging project you have worked on. What made it hard, and what did you do?",
  "Why are you looking for a new role right now, and what are you hoping to find?",
  "What kind of work environment and team helps you do your best work?",
  "Where do you want your career to be in three to five years?",
  "What questions would you ask an employer before accepting an offer?",
] as const;
