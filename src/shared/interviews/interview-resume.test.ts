import { describe, expect, it } from "vitest";
import { INTERVIEW_RESUME_MAX_BYTES, interviewResumeMessages, interviewResumeProblem } from "./interview-resume";

const m = interviewResumeMessages;

describe("interviewResumeProblem", () => {
  it.each([
    ["cv.pdf", "application/pdf"],
    ["CV.DOCX", ""],
    ["cv.doc", "application/msword"],
    ["resume", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("accepts %s (%s)", (name, type) => {
    expect(interviewResumeProblem({ name, type, size: 1000 })).toBeNull();
  });

  it("names a wrong type with the settings' messages", () => {
    expect(interviewResumeProblem({ name: "photo.png", type: "image/png", size: 1000 })).toEqual({
      title: m.typeTitle,
      description: m.type,
    });
  });

  it("names a file over 5MB", () => {
    expect(
      interviewResumeProblem({ name: "cv.pdf", type: "application/pdf", size: INTERVIEW_RESUME_MAX_BYTES + 1 }),
    ).toEqual({ title: m.sizeTitle, description: m.size });
    expect(
      interviewResumeProblem({ name: "cv.pdf", type: "application/pdf", size: INTERVIEW_RESUME_MAX_BYTES }),
    ).toBeNull();
  });
});
