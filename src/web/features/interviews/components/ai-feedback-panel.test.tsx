import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EvaluationView, QuestionEvaluation } from "@shared/evaluation/evaluation-contracts";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { interviewEvaluationKey } from "@web/lib/interviews/interview-evaluation";
import { AiFeedbackPanel, NoFeedback } from "./ai-feedback-panel";

const interviewId = "3f1d7c1e-0000-4000-8000-000000000001";

const question = (overrides: Partial<QuestionEvaluation> = {}): QuestionEvaluation => ({
  index: 0,
  number: 1,
  question: "Tell us about a project you led.",
  followUp: null,
  startSeconds: 0,
  signals: { speechSeconds: 42, answered: true, timeLimitShare: 0.5 },
  transcript: {
    provider: "openai",
    model: "whisper-1",
    rough: false,
    words: [],
    text: "I led the migration to post grass",
    withheld: false,
    correction: null,
  },
  transcriptUnavailableReason: null,
  possibleInjection: false,
  correctionRequest: null,
  criteria: [],
  summary: null,
  ...overrides,
});

const evaluation = (overrides: Partial<EvaluationView> = {}): EvaluationView => ({
  id: "e1",
  interviewId,
  status: "done",
  failureReason: null,
  provider: "openai",
  chatModel: "gpt-4o-mini",
  transcribeModel: "whisper-1",
  rubricVersion: "network-1",
  scoresContent: true,
  humanReviewOnly: false,
  aiScoresHidden: false,
  overallScore: 75,
  overallBasis: { scoredAnswers: 1, answers: 1, needed: 1 },
  overallOverride: null,
  summary: "Led a database migration end to end.",
  candidateSummary: "You described your migration clearly. Say what you measured next time.",
  questions: [question()],
  completedAt: "2026-11-26T10:00:00.000Z",
  canOverride: false,
  canRetry: false,
  canDecideCorrections: false,
  canCorrect: true,
  canRequestReview: true,
  reviewRequest: null,
  ...overrides,
});

function render(node: ReactNode, client = new QueryClient()) {
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const completed = {
  id: interviewId,
  title: "Data Engineer",
  completed: true,
  companyName: "Acme",
  isNetworkInterview: false,
  recordingStatus: "ready",
  hasRecording: true,
  questions: [{ text: "Tell us about a project you led.", timeLimitSeconds: 120 }],
  questionStartSeconds: [0],
} as unknown as CandidateInterviewDetail;

/** The tab as the candidate sees it, with the server's view already in the shared cache entry. */
function renderTab(view: EvaluationView) {
  const client = new QueryClient();
  client.setQueryData(interviewEvaluationKey(interviewId), view);
  return render(<AiFeedbackPanel interview={completed} />, client);
}

describe("the candidate's AI feedback", () => {
  it("shows the summary written for the candidate, their transcript and both actions", () => {
    const html = renderTab(
      evaluation({
        questions: [
          question({
            criteria: [
              {
                key: "ownership",
                competency: "Ownership",
                score: 4,
                insufficientReason: null,
                rationale: "Took the migration from plan to cut-over.",
                quotes: [{ text: "I led the migration", startSeconds: 3, endSeconds: 4.5, firstTranscribed: null }],
                runScores: [4, 4],
                lowAgreement: false,
                quotesDropped: 0,
                override: null,
              },
            ],
          }),
        ],
      }),
    );
    // The same evidence the company sees: the criterion, its rationale and the verified quote.
    expect(html).toContain("Ownership");
    expect(html).toContain("Took the migration from plan to cut-over.");
    expect(html).toContain("I led the migration");
    expect(html).toContain("Feedback for you");
    expect(html).toContain("Say what you measured next time.");
    expect(html).toContain("I led the migration to post grass");
    expect(html).toContain("Correct transcript");
    expect(html).toContain("Ask for a human review");
    expect(html).toContain("ask a person at Acme");
    expect(html).not.toContain('role="status"');
  });

  it("offers no correction or request when the server says the candidate may not", () => {
    const html = renderTab(evaluation({ canCorrect: false, canRequestReview: false }));
    expect(html).not.toContain("Correct transcript");
    expect(html).not.toContain("Ask for a human review");
  });

  it("shows a correction as a correction, keeps the original, and says the re-evaluation is running", () => {
    const corrected = question({
      transcript: {
        ...question().transcript!,
        correction: { text: "I led the migration to PostgreSQL", createdAt: "2026-11-26T11:00:00.000Z" },
      },
    });
    const running = renderTab(evaluation({ status: "queued", questions: [corrected] }));
    expect(running).toContain("Re-evaluation in progress with your correction.");
    expect(running).toContain("Your correction");
    expect(running).toContain("I led the migration to PostgreSQL");
    expect(running).toContain("I led the migration to post grass");

    const html = renderTab(evaluation({ questions: [corrected] }));
    expect(html).toContain("I led the migration to PostgreSQL");
    expect(html).toContain("I led the migration to post grass");
    expect(html).not.toContain("Re-evaluation in progress");
  });

  it("says a larger correction waits for a reviewer, without offering another, and says when it was declined", () => {
    const correctionRequest = {
      id: "c1",
      text: "I led the migration to Postgres across four regions",
      originalText: "I led the migration to post grass",
      status: "open" as const,
      createdAt: "2026-12-01T10:00:00.000Z",
      decidedAt: null,
    };
    const waiting = renderTab(evaluation({ questions: [question({ correctionRequest })] }));
    expect(waiting).toContain("Waiting for review");
    expect(waiting).toContain("a reviewer will listen to your answer and accept or decline it");
    expect(waiting).not.toContain("Correct transcript");
    const declined = renderTab(
      evaluation({
        questions: [
          question({
            correctionRequest: { ...correctionRequest, status: "declined", decidedAt: "2026-12-02T10:00:00.000Z" },
          }),
        ],
      }),
    );
    expect(declined).toContain("declined this correction: the transcript as heard stays");
    expect(declined).toContain("Correct transcript");
  });

  it("tracks an open request without offering a second one, and shows the answer once given", () => {
    const open = renderTab(
      evaluation({
        reviewRequest: {
          id: "r1",
          message: "Please look at question 1 again.",
          status: "open",
          response: null,
          createdAt: "2026-11-26T12:00:00.000Z",
        },
      }),
    );
    expect(open).toContain("Waiting for an answer");
    expect(open).toContain("Please look at question 1 again.");
    expect(open).not.toContain("Ask for a human review");

    const answered = renderTab(
      evaluation({
        reviewRequest: {
          id: "r1",
          message: "Please look at question 1 again.",
          status: "answered",
          response: "We listened again and raised the score.",
          createdAt: "2026-11-26T12:00:00.000Z",
        },
      }),
    );
    expect(answered).toContain("Answered");
    expect(answered).toContain("The answer from Acme");
    expect(answered).toContain("We listened again and raised the score.");
  });

  it("says plainly when a company has not shared the AI feedback", () => {
    const interview = { isNetworkInterview: false, companyName: "Acme" } as CandidateInterviewDetail;
    const html = render(<NoFeedback interview={interview} />);
    expect(html).toContain("No AI feedback to show");
    expect(html).toContain(
      "Acme reviews this interview and has not shared AI feedback on it with you, or there is none",
    );

    const network = render(
      <NoFeedback interview={{ isNetworkInterview: true, companyName: null } as CandidateInterviewDetail} />,
    );
    expect(network).toContain("This interview has no evaluation yet.");
  });

  it("reads the evaluation of a completed interview from the shared cache entry", () => {
    const client = new QueryClient();
    client.setQueryData(interviewEvaluationKey(interviewId), evaluation());
    const interview = { id: interviewId, completed: true, companyName: "Acme" } as CandidateInterviewDetail;
    const html = render(<AiFeedbackPanel interview={interview} />, client);
    expect(html).toContain("Say what you measured next time.");

    const notRecorded = render(<AiFeedbackPanel interview={{ ...interview, completed: false }} />);
    expect(notRecorded).toContain("Not evaluated yet");
  });
});
