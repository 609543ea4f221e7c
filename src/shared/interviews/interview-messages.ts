/** Decision 0021: a missing interview and one the caller may not see get the same sentence. */
export const INTERVIEW_NOT_FOUND =
  "Interview not found. It may have been deleted or you don't have permission to view it.";
