import { zodResolver } from "@hookform/resolvers/zod";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import {
  evaluationMessages,
  type CriterionResult,
  type EvaluationView,
  type QuestionEvaluation,
} from "@shared/evaluation/evaluation-contracts";
import { PlayerControllerProvider } from "@web/components/media/player-controller";
import { RecordingView } from "@web/components/media/recording-view";
import { EvaluationPanel } from "./evaluation-panel";
import { OverallScoreTile } from "./evaluation-score";
import { activeWordIndex, insufficientReasonText, signalsTitle } from "./evaluation-text";
import { overrideFormSchema } from "./override-form";
import { QuoteItem } from "./quote-list";

const criterion = (over: Partial<CriterionResult> = {}): CriterionResult => ({
  key: "problem-solving",
  competency: "Problem solving",
  score: 4,
  insufficientReason: null,
  rationale: "Walks through a concrete outage and the fix.",
  quotes: [{ text: "we rolled back within ten minutes", startSeconds: 42.4, endSeconds: 44.1, firstTranscribed: null }],
  runScores: [4, 4],
  lowAgreement: false,
  quotesDropped: 0,
  override: null,
  ...over,
});

const question = (over: Partial<QuestionEvaluation> = {}): QuestionEvaluation => ({
  index: 0,
  number: 1,
  question: "Tell us about a hard problem you solved.",
  followUp: null,
  startSeconds: 30,
  signals: { speechSeconds: 75, answered: true, timeLimitShare: 0.64 },
  transcript: {
    provider: "openai",
    model: "whisper-1",
    rough: false,
    words: [
      { text: "we", start: 42.4, end: 42.6 },
      { text: "rolled", start: 42.6, end: 43.0 },
      { text: "back", start: 43.0, end: 43.3 },
    ],
    text: "we rolled back",
    withheld: false,
    correction: null,
  },
  transcriptUnavailableReason: null,
  possibleInjection: false,
  correctionRequest: null,
  criteria: [criterion()],
  summary: null,
  ...over,
});

const evaluation = (over: Partial<EvaluationView> = {}): EvaluationView => ({
  id: "e1",
  interviewId: "00000000-0000-4000-8000-000000000001",
  status: "done",
  failureReason: null,
  provider: "openai",
  chatModel: "gpt-4.1-mini",
  transcribeModel: "whisper-1",
  rubricVersion: "network-v1",
  scoresContent: true,
  humanReviewOnly: false,
  aiScoresHidden: false,
  overallScore: 82,
  overallBasis: { scoredAnswers: 1, answers: 1, needed: 1 },
  overallOverride: null,
  summary: "Clear, specific answers with measured outcomes.",
  candidateSummary: null,
  questions: [question()],
  completedAt: "2026-11-26T10:00:00.000Z",
  canOverride: true,
  canRetry: false,
  canDecideCorrections: false,
  canCorrect: false,
  canRequestReview: false,
  reviewRequest: null,
  ...over,
});

function render(view: EvaluationView, { player = true } = {}): string {
  const panel = <EvaluationPanel evaluation={view} />;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      {player ? <PlayerControllerProvider>{panel}</PlayerControllerProvider> : panel}
    </QueryClientProvider>,
  );
}

/** Every element in a tree a hook-less component returned, to reach its handlers without a DOM. */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return [node as ReactElement<Record<string, unknown>>, ...elements(node.props.children)];
}

describe("EvaluationPanel", () => {
  it.each([
    [100, "top-match"],
    [90, "top-match"],
    [89, "info"],
    [75, "info"],
    [74, "warning"],
    [0, "warning"],
  ] as const)("colours an overall score of %i as %s (90+ green, 75+ blue, else amber)", (score, tone) => {
    const html = renderToStaticMarkup(<OverallScoreTile score={score} caption="AI score" />);
    expect(html).toContain(`data-tone="${tone}"`);
    expect(html).toContain(`>${score}<`);
  });

  it("shows the overall score, the summary, the criterion with its rationale, and who produced it", () => {
    const html = render(evaluation());
    expect(html).toContain('data-tone="info"');
    expect(html).toContain("Clear, specific answers with measured outcomes.");
    expect(html).toContain("Problem solving");
    expect(html).toContain("4/5");
    expect(html).toContain("Walks through a concrete outage and the fix.");
    expect(html).toContain("gpt-4.1-mini");
    expect(html).toContain("whisper-1");
    expect(html).toContain("network-v1");
    expect(html).toContain("openai");
  });

  it("says how many answers the overall rests on, and why there is none below the threshold", () => {
    const based = render(evaluation({ overallBasis: { scoredAnswers: 5, answers: 7, needed: 5 } }));
    expect(based).toContain("Based on 5 of 7 answers.");
    expect(based).toContain("counts as the lowest score");
    const none = render(evaluation({ overallScore: null, overallBasis: { scoredAnswers: 2, answers: 7, needed: 5 } }));
    expect(none).not.toContain("/100");
    expect(none).toContain("No overall score: only 2 of 7 answers could be scored, and an overall needs at least 5.");
  });

  it("says why a criterion the two runs split on is left to a person", () => {
    const html = render(
      evaluation({
        questions: [
          question({
            criteria: [
              criterion({
                score: "insufficient_evidence",
                insufficientReason: "runs-disagree",
                runScores: [4, "insufficient_evidence"],
                lowAgreement: true,
                quotes: [],
              }),
            ],
          }),
        ],
      }),
    );
    expect(html).toContain("the other found none, so the AI left it to a person");
    expect(html).toContain("disagreed (4/5 and insufficient evidence). Read the evidence");
  });

  it("says 'insufficient evidence' with the reason instead of a low score", () => {
    const html = render(
      evaluation({
        questions: [
          question({
            criteria: [
              criterion({ score: "insufficient_evidence", insufficientReason: "too-little-speech", quotes: [] }),
            ],
          }),
        ],
      }),
    );
    expect(html).toContain("Insufficient evidence");
    expect(html).toContain(insufficientReasonText["too-little-speech"]);
    expect(html).not.toContain("/5<");
  });

  it("makes a quote's timestamp a button that seeks the player to that second", () => {
    const onSeek = vi.fn();
    const quote = {
      text: "we rolled back within ten minutes",
      startSeconds: 42.4,
      endSeconds: 44.1,
      firstTranscribed: null,
    };
    const button = elements(QuoteItem({ quote, onSeek })).find((element) => element.type === "button");
    expect(button?.props["aria-label"]).toBe("Play from 0:42: “we rolled back within ten minutes”");
    (button?.props["onClick"] as () => void)();
    expect(onSeek).toHaveBeenCalledWith(42.4);

    expect(render(evaluation())).toContain('aria-label="Play from 0:42: “we rolled back within ten minutes”"');
    // Without a player on the page there is nothing to seek: the time is plain text.
    const withoutPlayer = render(evaluation(), { player: false });
    expect(withoutPlayer).toContain("0:42");
    expect(withoutPlayer).not.toContain("Play from 0:42");
  });

  it("says when a quote rests on corrected words, with the words first transcribed", () => {
    const corrected = criterion({
      quotes: [
        {
          text: "we rolled back within ten minutes",
          startSeconds: 42.4,
          endSeconds: 44.1,
          firstTranscribed: "we rolled back within tin minutes",
        },
      ],
    });
    const html = render(evaluation({ questions: [question({ criteria: [corrected] })] }));
    expect(html).toContain(
      "Rests on words the candidate corrected. First transcribed as “we rolled back within tin minutes”.",
    );
    expect(render(evaluation())).not.toContain("Rests on words the candidate corrected");
  });

  it("shows the reviewer a waiting correction beside the words as heard, with Accept and Decline", () => {
    const correctionRequest = {
      id: "r1",
      text: "we rolled back and I led the whole incident review",
      originalText: "we rolled back",
      status: "open" as const,
      createdAt: "2026-12-01T10:00:00.000Z",
      decidedAt: null,
    };
    const waiting = evaluation({ canDecideCorrections: true, questions: [question({ correctionRequest })] });
    const html = render(waiting);
    expect(html).toContain("The candidate asks to correct this transcript");
    expect(html).toContain("we rolled back and I led the whole incident review");
    expect(html).toContain("Accept correction");
    expect(html).toContain("Decline correction");
    // Only the reviewer it is addressed to decides.
    expect(render({ ...waiting, canDecideCorrections: false })).not.toContain("Accept correction");
  });

  it("offers Retry on an evaluation whose worker stopped, only where the server allows it", () => {
    const stuck = evaluation({ status: "evaluating", canRetry: true });
    expect(render(stuck)).toContain("the server running it stopped");
    expect(render({ ...stuck, canRetry: false })).not.toContain("the server running it stopped");
  });

  it("explains the low agreement, possible injection and dropped quote flags in plain words", () => {
    const html = render(
      evaluation({
        questions: [
          question({
            possibleInjection: true,
            criteria: [criterion({ score: 2, runScores: [2, 5], lowAgreement: true, quotesDropped: 2 })],
          }),
        ],
      }),
    );
    expect(html).toContain("Low agreement");
    expect(html).toContain("The two independent assessments disagreed (2/5 and 5/5). The lower score stands.");
    expect(html).toContain("Possible injection");
    expect(html).toContain("read like instructions to the AI");
    expect(html).toContain("2 quotes the AI gave could not be found in the transcript and were left out.");
    expect(render(evaluation())).not.toContain("Low agreement");
    expect(render(evaluation())).not.toContain("Possible injection");
  });

  it("labels the offline provider's output as interview signals, with no score", () => {
    const html = render(
      evaluation({
        provider: "offline",
        chatModel: null,
        transcribeModel: "pocketsphinx",
        scoresContent: false,
        overallScore: null,
        summary: null,
        questions: [
          question({
            signals: { speechSeconds: 0, answered: false, timeLimitShare: 0.1 },
            transcript: null,
            transcriptUnavailableReason: "pocketsphinx is not installed on this server.",
            criteria: [],
          }),
        ],
      }),
    );
    expect(html).toContain(signalsTitle);
    expect(html).toContain("Skipped");
    expect(html).toContain("10%");
    expect(html).toContain("pocketsphinx is not installed on this server.");
    expect(html).toContain("offline");
    expect(html).not.toContain("/100");
    expect(html).not.toContain("Override");
  });

  it("tells a member scoring the application that the AI's scores wait for their scorecard (decision 0085)", () => {
    const html = render(
      evaluation({
        aiScoresHidden: true,
        overallScore: null,
        summary: null,
        questions: evaluation().questions.map((question) => ({ ...question, criteria: [], summary: null })),
      }),
    );
    expect(html).toContain("Submit your scorecard to see the AI&#x27;s scores.");
    expect(html).not.toContain("/100");
    expect(html).not.toContain("Override");
  });

  it("shows a human-only review's signals and says the candidate chose it, never a score", () => {
    const html = render(evaluation({ humanReviewOnly: true, overallScore: null }));
    expect(html).toContain(signalsTitle);
    expect(html).toContain(evaluationMessages.humanOnly);
    expect(html).toContain("64%");
    expect(html).not.toContain("Problem solving");
    expect(html).not.toContain("/100");
  });

  it("labels a rough transcript and shows the candidate's correction beside the original", () => {
    const html = render(
      evaluation({
        questions: [
          question({
            transcript: {
              ...question().transcript!,
              rough: true,
              correction: { text: "We rolled back the release.", createdAt: "2026-11-26T11:00:00.000Z" },
            },
          }),
        ],
      }),
    );
    expect(html).toContain("Rough automatic transcript");
    expect(html).toContain("Original transcript");
    expect(html).toContain("Corrected by the candidate");
    expect(html).toContain("We rolled back the release.");
    expect(html).toContain(">rolled<");
  });

  it("shows the words an offline transcriber was unsure of as one gap, never as said, and says why (decision 0088)", () => {
    const html = render(
      evaluation({
        questions: [
          question({
            transcript: {
              ...question().transcript!,
              rough: true,
              words: [
                { text: "we", start: 42.4, end: 42.6, confidence: 0.9 },
                { text: "karate", start: 42.6, end: 43.0, confidence: 0.2, uncertain: true },
                { text: "escorts", start: 43.0, end: 43.3, confidence: 0.1, uncertain: true },
                { text: "shipped", start: 43.3, end: 43.8, confidence: 0.95 },
              ],
              text: "we shipped",
            },
          }),
        ],
      }),
    );
    expect(html).toContain(">we<");
    expect(html).toContain(">shipped<");
    expect(html).not.toContain("karate");
    expect(html).not.toContain("escorts");
    expect(html.match(/…/g)).toHaveLength(2); // the one gap, and the note that explains it
    expect(html).toContain("A configured AI provider transcribes accurately.");
  });

  it("says an answer was too uncertain to transcribe offline, with its speaking time, and shows none of its words", () => {
    const html = render(
      evaluation({
        questions: [
          question({
            transcript: {
              ...question().transcript!,
              rough: true,
              words: [{ text: "karate", start: 42.6, end: 43.0, confidence: 0.2, uncertain: true }],
              text: "",
              withheld: true,
            },
          }),
        ],
      }),
    );
    expect(html).toContain("Too uncertain to transcribe offline");
    expect(html).toContain("of the 1 min 15 s of speech in this answer");
    expect(html).not.toContain("karate");
  });

  it("shows a person's override beside the AI's result, with the reason and who made it", () => {
    const override = {
      id: "o1",
      score: 2,
      reason: "The outage story was someone else's.",
      byName: "Jane Reviewer",
      createdAt: "2026-11-26T12:00:00.000Z",
      carried: false,
      needsConfirmation: false,
    };
    const html = render(
      evaluation({
        overallOverride: { ...override, id: "o2", score: 91 },
        questions: [question({ criteria: [criterion({ override })] })],
      }),
    );
    expect(html).toContain("AI result");
    expect(html).toContain("Overridden by Jane Reviewer");
    expect(html).toContain("The outage story was someone else&#x27;s.");
    // Both the AI's 4/5 and the reviewer's 2/5; both the AI's 82 and the reviewer's 91.
    expect(html).toContain("4/5");
    expect(html).toContain("2/5");
    expect(html).toContain('data-tone="info"');
    expect(html).toContain('data-tone="top-match"');
  });

  it("says an override was carried over from the previous assessment, and asks to confirm it when the evidence changed", () => {
    const override = {
      id: "o1",
      score: 2,
      reason: "Someone else's story.",
      byName: "Jane Reviewer",
      createdAt: "2026-11-26T12:00:00.000Z",
      carried: true,
      needsConfirmation: false,
    };
    const carried = render(evaluation({ questions: [question({ criteria: [criterion({ override })] })] }));
    expect(carried).toContain("Carried over from the previous assessment of this interview.");
    expect(carried).not.toContain("confirm this override");
    const changed = render(
      evaluation({
        questions: [question({ criteria: [criterion({ override: { ...override, needsConfirmation: true } })] })],
      }),
    );
    expect(changed).toContain("the evidence for it changed: confirm this override, or change it.");
  });

  it("offers Override only to a reviewer who may", () => {
    expect(render(evaluation())).toContain("Override");
    expect(render(evaluation({ canOverride: false }))).not.toContain("Override");
  });

  it.each([
    ["queued", "Queued for evaluation"],
    ["transcribing", "Transcribing the answers"],
    ["evaluating", "Assessing the answers"],
  ] as const)("shows a %s evaluation's step", (status, title) => {
    const html = render(evaluation({ status, overallScore: null }));
    expect(html).toContain('role="status"');
    expect(html).toContain(title);
    expect(html).not.toContain("Problem solving");
  });

  it("shows a failed evaluation's reason, with Retry only for those who may", () => {
    const failed = evaluation({ status: "failed", failureReason: "The transcription server timed out." });
    const html = render({ ...failed, canRetry: true });
    expect(html).toContain('role="alert"');
    expect(html).toContain("The transcription server timed out.");
    expect(html).toContain("Retry");
    expect(render(failed)).not.toContain("Retry");
  });
});

describe("the override form", () => {
  const criterionTarget = {
    kind: "criterion",
    questionIndex: 0,
    criterionKey: "problem-solving",
    competency: "Problem solving",
  } as const;

  it("needs a reason, with the spec-style message", () => {
    const result = overrideFormSchema(criterionTarget).safeParse({ score: 3, reason: "   " });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([evaluationMessages.overrideReason]);
  });

  it.each([
    [criterionTarget, 0],
    [criterionTarget, 6],
    [criterionTarget, 2.5],
    [criterionTarget, Number.NaN],
    [{ kind: "overall" } as const, 101],
    [{ kind: "overall" } as const, -1],
  ])("refuses a score out of range (%o, %d)", (target, score) => {
    const result = overrideFormSchema(target).safeParse({ score, reason: "Misheard answer." });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(evaluationMessages.overrideScore);
  });

  it("accepts 1–5 for a criterion and 0–100 for the overall score", () => {
    expect(overrideFormSchema(criterionTarget).safeParse({ score: 5, reason: "Strong." }).success).toBe(true);
    expect(overrideFormSchema({ kind: "overall" }).safeParse({ score: 0, reason: "None." }).success).toBe(true);
    expect(overrideFormSchema({ kind: "overall" }).safeParse({ score: 100, reason: "All." }).success).toBe(true);
  });

  it("gives react-hook-form the messages for an empty form", async () => {
    const result = await zodResolver(overrideFormSchema(criterionTarget))(
      { score: Number.NaN, reason: "" },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors["score"]?.message).toBe(evaluationMessages.overrideScore);
    expect(result.errors["reason"]?.message).toBe(evaluationMessages.overrideReason);
  });
});

describe("the transcript following the player", () => {
  const words = question().transcript!.words;

  it("finds the word being spoken, none between or outside words", () => {
    expect(activeWordIndex(words, 42.5)).toBe(0);
    expect(activeWordIndex(words, 42.6)).toBe(1);
    expect(activeWordIndex(words, 43.29)).toBe(2);
    expect(activeWordIndex(words, 43.3)).toBe(-1);
    expect(activeWordIndex(words, 10)).toBe(-1);
    expect(activeWordIndex([], 1)).toBe(-1);
  });
});

describe("the player's captions", () => {
  const recording = {
    status: "ready" as const,
    recordingUrl: "/r.webm",
    posterUrl: null,
    chapters: [{ index: 0, label: "Question 1", question: "Why this role?", startSeconds: 0 }],
  };

  it("carries the WebVTT track, on by default for reviewers, with a visible switch", () => {
    const html = renderToStaticMarkup(
      <RecordingView recording={recording} label="Interview" captions={{ src: "/c.vtt", defaultOn: true }} />,
    );
    expect(html).toMatch(/<track kind="captions" src="\/c.vtt" srcLang="en" label="Transcript" default=""/);
    expect(html).toMatch(/<button type="button" aria-pressed="true"[^>]*>.*Captions<\/button>/);
  });

  it("has neither without captions", () => {
    const html = renderToStaticMarkup(<RecordingView recording={recording} label="Interview" />);
    expect(html).not.toContain("<track");
    expect(html).not.toContain("Captions");
  });
});
