import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { EvaluationView, ReviewRequestSummary } from "@shared/evaluation/evaluation-contracts";
import { interviewEvaluationKey } from "@web/lib/interviews/interview-evaluation";
import { reviewRequestStatusFrom } from "@web/lib/interviews/review-requests";
import { ReviewRequestCard } from "./review-request-list";
import { ReviewRequestNotice } from "./review-request-notice";

const interviewId = "3f1d7c1e-0000-4000-8000-000000000002";

const request = (overrides: Partial<ReviewRequestSummary> = {}): ReviewRequestSummary => ({
  id: "r1",
  interviewId,
  applicationId: "a1",
  candidateName: "Ada Lovelace",
  interviewTitle: "Data Engineer",
  message: "The transcript missed my point about PostgreSQL.",
  status: "open",
  response: null,
  createdAt: "2026-11-26T12:00:00.000Z",
  respondedAt: null,
  ...overrides,
});

function render(node: ReactNode, client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("review requests for the people who answer them", () => {
  it("shows an open request with its message, a link to the interview and Answer", () => {
    const html = render(<ReviewRequestCard request={request()} href="/application-details/a1" />);
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("Data Engineer");
    expect(html).toContain("The transcript missed my point about PostgreSQL.");
    expect(html).toContain('href="/application-details/a1"');
    expect(html).toContain(">Open<");
    expect(html).toContain("Answer");
  });

  it("shows an answered request with its answer and no Answer button", () => {
    const html = render(
      <ReviewRequestCard
        request={request({
          status: "answered",
          response: "We listened again.",
          respondedAt: "2026-11-26T13:00:00.000Z",
        })}
        href="/application-details/a1"
      />,
    );
    expect(html).toContain(">Answered<");
    expect(html).toContain("We listened again.");
    expect(html).not.toContain(">Answer</button>");
    expect(html).not.toMatch(/<button[^>]*>(?:(?!<\/button>).)*Answer<\/button>/);
  });

  it("links nowhere where the caller has no page for the interview", () => {
    const html = render(<ReviewRequestCard request={request()} href={null} />);
    expect(html).not.toContain("Review the interview");
    expect(html).not.toContain("href=");
  });

  it("reads the tab from the address, open unless it says answered", () => {
    expect(reviewRequestStatusFrom(new URLSearchParams(""))).toBe("open");
    expect(reviewRequestStatusFrom(new URLSearchParams("status=answered"))).toBe("answered");
    expect(reviewRequestStatusFrom(new URLSearchParams("status=bogus"))).toBe("open");
  });

  it("puts the candidate's open request on the application page, and nothing without one", () => {
    const client = new QueryClient();
    const view = {
      interviewId,
      reviewRequest: {
        id: "r1",
        message: "Please look again.",
        status: "open",
        response: null,
        createdAt: "2026-11-26T12:00:00.000Z",
      },
    } as EvaluationView;
    client.setQueryData(interviewEvaluationKey(interviewId), view);
    const html = render(<ReviewRequestNotice interviewId={interviewId} candidateName="Ada Lovelace" />, client);
    expect(html).toContain("Human review requested");
    expect(html).toContain("Please look again.");
    expect(html).toContain("Answer");

    const none = new QueryClient();
    none.setQueryData(interviewEvaluationKey(interviewId), { ...view, reviewRequest: null });
    expect(render(<ReviewRequestNotice interviewId={interviewId} candidateName="Ada" />, none)).toBe("");
  });
});
