import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { evaluationFilterFrom } from "../lib/list-filters";
import { EvaluationCard } from "./evaluations";

type Summary = Parameters<typeof EvaluationCard>[0]["evaluation"];

const summary: Summary = {
  id: "e1",
  interviewId: "3f1d7c1e-0000-4000-8000-000000000003",
  candidateName: "Grace Hopper",
  interviewTitle: "OneTake network interview",
  status: "failed",
  failureReason: "Transcription failed after 4 attempts: 503 from the provider",
  provider: "openai",
  updatedAt: "2026-11-26T12:00:00.000Z",
  followUps: [],
};

const render = (evaluation: Summary) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <EvaluationCard evaluation={evaluation} />
    </QueryClientProvider>,
  );

describe("admins' AI evaluations", () => {
  it("says why an interview asked no follow-up, per reason", () => {
    const html = render({
      ...summary,
      followUps: [
        { result: "transcript-flagged", count: 2 },
        { result: "model-declined", count: 1 },
      ],
    });
    expect(html).toContain("Follow-up questions: ");
    expect(html).toContain("2 × answer flagged as speaking to the AI · 1 × the model found nothing to follow up");
    expect(render(summary)).not.toContain("Follow-up questions");
  });

  it("shows a failed evaluation with its reason and Retry", () => {
    const html = render(summary);
    expect(html).toContain("Grace Hopper");
    expect(html).toContain("Failed");
    expect(html).toContain("Transcription failed after 4 attempts: 503 from the provider");
    expect(html).toContain("Retry");
  });

  it("offers no Retry for an evaluation that did not fail", () => {
    const html = render({ ...summary, status: "done", failureReason: null });
    expect(html).toContain("Done");
    expect(html).not.toContain("Retry");
  });

  it("reads the tab from the address, failed unless it says all", () => {
    expect(evaluationFilterFrom(new URLSearchParams(""))).toBe("failed");
    expect(evaluationFilterFrom(new URLSearchParams("status=all"))).toBe("all");
    expect(evaluationFilterFrom(new URLSearchParams("status=done"))).toBe("failed");
  });
});
