import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecordingView, chaptersOf, type WatchedRecording } from "./recording-view";

const chapters: WatchedRecording["chapters"] = [
  { index: 0, label: "Question 1", question: "Tell us about your background.", startSeconds: 0 },
  { index: 1, label: "Question 1 · follow-up", question: "What are your strongest skills?", startSeconds: 42.5 },
  { index: 2, label: "Question 2", question: "Where do you want to be in five years?", startSeconds: null },
];

const render = (recording: Partial<WatchedRecording>) =>
  renderToStaticMarkup(
    <RecordingView
      recording={{ status: "ready", recordingUrl: "/r.webm", posterUrl: null, chapters, ...recording }}
      label="Interview recording of Ada"
    />,
  );

describe("RecordingView", () => {
  it("plays a ready recording with the questions it reached as chapters", () => {
    const html = render({});
    expect(html).toContain('<video src="/r.webm"');
    expect(html).toContain("0:42");
    expect(html).toContain("What are your strongest skills?");
    // Never asked, so no chapter to jump to.
    expect(html).not.toContain("five years");
    expect(html).toContain('aria-pressed="true"');
  });

  it.each([
    ["recording", "Not recorded yet"],
    ["processing", "Processing the recording"],
    ["failed", "This recording could not be prepared"],
  ] as const)("shows the %s state instead of a video", (status, title) => {
    const html = render({ status, recordingUrl: null });
    expect(html).toContain(title);
    expect(html).toContain('role="status"');
    expect(html).not.toContain("<video");
  });

  it("never renders a video without a URL, even when told it is ready", () => {
    expect(render({ recordingUrl: null })).not.toContain("<video");
  });

  it("keeps the chapters in order, dropping those never reached", () => {
    expect(chaptersOf({ chapters })).toEqual([
      { label: "Question 1", title: "Tell us about your background.", startSeconds: 0 },
      { label: "Question 1 · follow-up", title: "What are your strongest skills?", startSeconds: 42.5 },
    ]);
  });
});
