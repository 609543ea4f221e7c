import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { spokenNamePartsForCaller } from "../companies/blind-review/spoken-name-redaction";
import { loadEvaluationAccess } from "./evaluation-access";
import { redactNameInWords } from "./evidence/redact-names";
import { buildWebVtt } from "./evidence/webvtt";
import { readLatestCorrections, readTranscripts, recordingOf, requireCurrentEvaluation } from "./read-evaluation-view";

/**
 * The interview's transcript as a WebVTT captions track, the candidate's corrections applied,
 * cue times in seconds of the recording (decision 0050). Captions follow the recording's rule
 * alone: they are the candidate's own words, so the candidate has them even where the posting
 * keeps the evaluation to the company. No evaluation yet is a 404; one with no transcript an
 * empty track. A blind-review company that has not revealed the candidate reads "[name]" where
 * they said their name.
 */
export async function readInterviewCaptions(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  interviewId: string,
): Promise<string> {
  const access = await loadEvaluationAccess(services, actor, interviewId);
  const evaluation = await requireCurrentEvaluation(services.db, access.interview.id);
  const [transcripts, corrections, nameParts] = await Promise.all([
    readTranscripts(services.db, evaluation),
    readLatestCorrections(services.db, access.interview.id, recordingOf(evaluation, access)),
    spokenNamePartsForCaller(services, actor, access.interview.candidateProfileId),
  ]);
  const answers = [...transcripts.values()]
    .sort((a, b) => a.questionIndex - b.questionIndex)
    .map((transcript) => ({
      words: redactNameInWords(corrections.get(transcript.questionIndex)?.words ?? transcript.words, nameParts),
    }));
  return buildWebVtt(answers);
}
