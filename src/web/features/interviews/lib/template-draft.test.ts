import { describe, expect, it } from "vitest";
import { NEW_QUESTION_TEXT, templateMessages } from "@shared/interviews/template-contracts";
import { draftErrors, emptyQuestion, moved, saveBodyOf, type TemplateDraft } from "./template-draft";

const draft = (questions: { text: string; timeLimitSeconds: number }[]): TemplateDraft => ({
  name: "Backend",
  description: "",
  role: "",
  department: "",
  isActive: false,
  followUpsEnabled: true,
  followUpSeconds: 60,
  questions: questions.map((question) => ({ ...emptyQuestion(), ...question })),
});

describe("template drafts", () => {
  it("sends an emptied question as 'New Question'", () => {
    expect(saveBodyOf(draft([{ text: "  ", timeLimitSeconds: 60 }])).questions[0]?.text).toBe(NEW_QUESTION_TEXT);
  });

  it("reports the shared schema's messages by field, the 20-minute rule on the list", () => {
    const over = draft(Array.from({ length: 5 }, (_, i) => ({ text: `Q${i}`, timeLimitSeconds: 250 })));
    expect(draftErrors(saveBodyOf(over))).toEqual({ questions: templateMessages.totalTime });
    const bad = { ...draft([{ text: "Q", timeLimitSeconds: Number.NaN }]), name: " " };
    expect(draftErrors(saveBodyOf(bad))).toEqual({
      name: templateMessages.name,
      "questions.0.timeLimitSeconds": templateMessages.timeLimit,
    });
  });

  it("moves an item one place and leaves the ends alone", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
});
