import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyQuestion, type TemplateDraft } from "../../lib/template-draft";
import { TemplatePreview } from "./template-preview";

const template: TemplateDraft = {
  name: "Frontend Developer Interview",
  description: "For senior roles.",
  role: "Frontend Developer",
  department: "Engineering",
  isActive: true,
  followUpsEnabled: true,
  followUpSeconds: 60,
  questions: [
    {
      ...emptyQuestion(),
      text: "How do you test components?",
      timeLimitSeconds: 120,
      instruction: "Be concrete.",
      rubric: {
        criteria: [
          {
            rowKey: "r1",
            key: "testing-strategy",
            competency: "Testing strategy",
            levels: ["No tests named.", "Names a tool.", "One kind of test.", "Unit and integration.", ""],
          },
        ],
      },
    },
    { ...emptyQuestion(), text: "  ", timeLimitSeconds: 90 },
  ],
};

describe("TemplatePreview", () => {
  it("shows the questions in order with their limits and the total, as the candidate meets them", () => {
    const html = renderToStaticMarkup(<TemplatePreview template={template} unsaved={false} interviewerAvailable />);
    expect(html).toContain("2 questions, 03:30 in total");
    expect(html.indexOf("Question 1 of 2")).toBeLessThan(html.indexOf("Question 2 of 2"));
    expect(html).toContain("How do you test components?");
    expect(html).toContain("Be concrete.");
    expect(html).toContain("Time limit 02:00");
    expect(html).toContain("Time limit 01:30");
    // An emptied question is saved as 'New Question', so the preview says so.
    expect(html).toContain("New Question");
    expect(html).not.toContain("unsaved changes");
  });

  it("shows what the AI assesses each answer against, and what it never scores (decision 0050)", () => {
    const html = renderToStaticMarkup(<TemplatePreview template={template} unsaved={false} interviewerAvailable />);
    expect(html).toContain("How answers are assessed (1 criterion)");
    expect(html).toContain("Testing strategy");
    expect(html).toContain("Unit and integration.");
    // A level still empty in the draft says so rather than showing nothing.
    expect(html).toContain("Not described yet");
    // The second question has the default rubric until the company writes one.
    expect(html).toContain("Explains their reasoning so a listener can follow it");
    expect(html).toContain(
      "The AI never scores confidence, enthusiasm, fluency, grammar, accent, appearance, emotion or anything visual.",
    );
  });

  it("says follow-ups may be added only where an AI interviewer can ask them and the template allows them", () => {
    const note = "the AI interviewer may ask one short follow-up";
    const render = (over: Partial<TemplateDraft>, interviewerAvailable: boolean) =>
      renderToStaticMarkup(
        <TemplatePreview
          template={{ ...template, ...over }}
          unsaved={false}
          interviewerAvailable={interviewerAvailable}
        />,
      );
    expect(render({}, true)).toContain(note);
    expect(render({}, true)).toContain("with 60 seconds to answer");
    expect(render({}, false)).not.toContain("follow-up");
    expect(render({ followUpsEnabled: false }, true)).not.toContain("follow-up");
  });

  it("says when it shows unsaved changes, and when there are no questions yet", () => {
    const html = renderToStaticMarkup(
      <TemplatePreview template={{ ...template, questions: [] }} unsaved interviewerAvailable />,
    );
    expect(html).toContain("Showing your unsaved changes.");
    expect(html).toContain("This template has no questions yet.");
  });
});
