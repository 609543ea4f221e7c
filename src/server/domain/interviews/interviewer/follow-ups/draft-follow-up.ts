import type { RubricCriterion } from "@shared/evaluation/rubric";
import type { FollowUpNoneReason } from "@shared/interviews/follow-up-contracts";
import type { AppServices } from "../../../../services";
import { checkFollowUp, type FollowUpCheckCode } from "./follow-up-checks";
import { interviewerLatency } from "../interviewer-latency";
import { logInterviewerCall } from "../interviewer-log";
import type { FollowUpDrafter } from "../openai-interviewer";

/** What the proposal stores of a drafted follow-up, offered or refused. */
interface DraftedFields {
  text: string | null;
  criterionKey: string | null;
  anchorQuote: string | null;
}

export type CheckedDraft =
  | { kind: "ok"; question: string; stored: DraftedFields }
  | { kind: "none"; reason: FollowUpNoneReason; stored?: DraftedFields & { checksFailed: FollowUpCheckCode[] } };

/**
 * The model drafts a follow-up from the answer so far, within `chatMs`, and the deterministic
 * checks decide whether it may be asked (decision 0055). Every call is logged; a failed or late
 * call, a refusal and the model declining are none with their reason.
 */
export async function draftCheckedFollowUp(
  services: Pick<AppServices, "db" | "config">,
  interviewer: FollowUpDrafter,
  input: {
    call: { interviewId: string; sessionId: string; followUpId: string; questionIndex: number };
    parentQuestion: string;
    criteria: readonly RubricCriterion[];
    transcript: string;
    baseQuestions: string[];
    chatMs: number;
  },
): Promise<CheckedDraft> {
  const draft = await interviewer.draftFollowUp(
    { question: input.parentQuestion, criteria: input.criteria, transcript: input.transcript },
    AbortSignal.timeout(input.chatMs),
  );
  interviewerLatency.chat.record(draft.latencyMs);
  const call = {
    ...input.call,
    model: draft.model,
    promptHash: draft.promptHash,
    usage: draft.usage,
    latencyMs: draft.latencyMs,
  };
  if (draft.outcome !== "ok") {
    await logInterviewerCall(services, { ...call, outcome: draft.outcome, error: draft.error });
    return { kind: "none", reason: draft.outcome === "aborted" ? "late" : "provider-failed" };
  }
  const proposal = {
    decision: draft.output.decision,
    criterionKey: draft.output.criterion_key,
    anchorQuote: draft.output.anchor_quote,
    question: draft.output.question.trim(),
  };
  const stored = {
    text: proposal.question || null,
    criterionKey: proposal.criterionKey,
    anchorQuote: proposal.anchorQuote || null,
  };
  const checked = checkFollowUp({
    output: proposal,
    transcript: input.transcript,
    parentCriterionKeys: input.criteria.map((criterion) => criterion.key),
    parentQuestion: input.parentQuestion,
    baseQuestions: input.baseQuestions,
  });
  if (!checked.ok) {
    const declined = checked.codes.includes("model-declined");
    await logInterviewerCall(services, { ...call, outcome: declined ? "ok" : "refused" });
    return {
      kind: "none",
      reason: declined ? "model-declined" : "refused",
      stored: { ...stored, checksFailed: checked.codes },
    };
  }
  await logInterviewerCall(services, { ...call, outcome: "ok" });
  return { kind: "ok", question: proposal.question, stored };
}
