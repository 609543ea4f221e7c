import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { DbOrTx } from "../../../../db/client";
import { answerWindows, recordingSegments } from "../../../../db/schema";
import { interviewerLatency } from "../interviewer-latency";
import { logInterviewerCall } from "../interviewer-log";
import { writeSlice } from "../../../../plugins/media/extract-answer-audio";
import type { WindowAudio } from "../../../../plugins/media/extract-window-audio";
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from "../../../../plugins/media/pcm-wav";
import type { AppServices } from "../../../../services";
import type { TranscriptionResult } from "../../../evaluation/providers/ai-provider";
import type { PlannedWindow } from "./window-plan";

type Services = Pick<AppServices, "db" | "ai" | "config">;

/** A run holds the segment this long; every window it stores renews the claim. */
const CLAIM_SECONDS = 60;
/** One window's transcription may take this long before it counts as failed. */
const TRANSCRIBE_TIMEOUT_MS = 20_000;

/**
 * The claim's end, to the millisecond so it compares equal after a round trip through JS: it is
 * also the run's token, so a run that outlived its claim renews or releases nothing of the next one's.
 */
export const claimUntil = () => sql`date_trunc('milliseconds', now() + make_interval(secs => ${CLAIM_SECONDS}))`;

/** A segment as the run that claimed it sees it; updated as windows are stored. */
export interface WindowingRun {
  sessionId: string;
  segment: number;
  /** The recording_segments row. */
  id: string;
  interviewId: string;
  windowedUntilSeconds: number;
  claim: Date;
  signal?: AbortSignal | undefined;
}

export interface WindowWork {
  /** The decoded audio the window is cut from. */
  audio: WindowAudio;
  pcm: Buffer;
  scratch: string;
  window: PlannedWindow;
  /** The question being answered where the window starts. */
  questionIndex: number | null;
}

type WindowResult = TranscriptionResult | { kind: "error"; message: string };

/**
 * Transcribes one window and stores it with the cursor moved past it, or stores why it failed
 * and leaves the cursor. False when the run should stop: the window failed or the claim was lost.
 */
export async function transcribeWindow(services: Services, run: WindowingRun, work: WindowWork): Promise<boolean> {
  const { result, latencyMs, signal } = await hearWindow(services, run, work);
  const values = windowValues(services, run, work, result);
  const call = {
    interviewId: run.interviewId,
    sessionId: run.sessionId,
    step: "transcribe-window" as const,
    provider: services.ai.name,
    questionIndex: work.questionIndex,
    latencyMs,
  };
  return services.db.transaction(async (tx) => {
    if (result.kind === "error") {
      await logInterviewerCall(
        { db: tx, config: services.config },
        {
          ...call,
          model: services.ai.transcribeModel,
          outcome: signal.aborted ? "aborted" : "failed",
          error: values.error,
        },
      );
      await storeWindow(tx, values);
      return false;
    }
    // The cursor moves only under this run's claim: a run overtaken by another stores nothing more.
    const [moved] = await tx
      .update(recordingSegments)
      .set({ windowedUntilSeconds: work.window.end, windowingClaimedUntil: claimUntil() })
      .where(and(eq(recordingSegments.id, run.id), eq(recordingSegments.windowingClaimedUntil, run.claim)))
      .returning({ claim: recordingSegments.windowingClaimedUntil });
    if (!moved?.claim) return false;
    run.claim = moved.claim;
    run.windowedUntilSeconds = work.window.end;
    await storeWindow(tx, values);
    await logInterviewerCall(
      { db: tx, config: services.config },
      {
        ...call,
        model: values.model,
        outcome: result.kind === "transcript" ? "ok" : "failed",
        error: values.error ?? null,
        usage: result.kind === "transcript" ? result.usage : null,
      },
    );
    return true;
  });
}

/** The window cut from the decoded audio and sent to the provider, within its timeout. */
async function hearWindow(
  services: Services,
  run: WindowingRun,
  work: WindowWork,
): Promise<{ result: WindowResult; latencyMs: number; signal: AbortSignal }> {
  const { window } = work;
  const first = Math.round((window.start - work.audio.startSeconds) * SAMPLE_RATE);
  const last = Math.min(
    Math.round((window.end - work.audio.startSeconds) * SAMPLE_RATE),
    work.pcm.length / BYTES_PER_SAMPLE,
  );
  const samples = Math.max(0, last - first);
  const wavPath = path.join(work.scratch, `window-${first}.wav`);
  await writeSlice(work.audio.pcmPath, wavPath, first * BYTES_PER_SAMPLE, samples * BYTES_PER_SAMPLE);

  const started = performance.now();
  const signal = run.signal
    ? AbortSignal.any([run.signal, AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS)])
    : AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS);
  let result: WindowResult;
  try {
    result = await services.ai.transcribe({ wavPath, durationSeconds: samples / SAMPLE_RATE }, signal);
  } catch (error) {
    result = { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
  const latencyMs = Math.round(performance.now() - started);
  // A call cut short by its caller says nothing of how long the provider takes.
  if (!run.signal?.aborted) interviewerLatency.transcription.record(latencyMs);
  return { result, latencyMs, signal };
}

/** The window's row: its words in segment time, or why there are none. */
function windowValues(
  services: Services,
  run: WindowingRun,
  { window, questionIndex }: WindowWork,
  result: WindowResult,
): typeof answerWindows.$inferInsert {
  const row = {
    sessionId: run.sessionId,
    interviewId: run.interviewId,
    segmentIndex: run.segment,
    questionIndex,
    startSeconds: window.start,
    endSeconds: window.end,
    provider: services.ai.name,
  };
  if (result.kind === "transcript")
    return {
      ...row,
      status: "done",
      model: result.model,
      rough: result.rough,
      text: result.text,
      words: result.words.map((word): TimedWord => ({
        ...word,
        start: word.start + window.start,
        end: word.end + window.start,
      })),
    };
  if (result.kind === "unavailable")
    return { ...row, status: "unavailable", model: services.ai.transcribeModel, error: result.reason };
  return { ...row, status: "failed", model: services.ai.transcribeModel, error: result.message.slice(0, 2000) };
}

/** Stored once per start; only a failed attempt is replaced, by the retry that got further. */
async function storeWindow(tx: DbOrTx, values: typeof answerWindows.$inferInsert): Promise<void> {
  await tx
    .insert(answerWindows)
    .values(values)
    .onConflictDoUpdate({
      target: [answerWindows.sessionId, answerWindows.segmentIndex, answerWindows.startSeconds],
      set: {
        endSeconds: values.endSeconds,
        status: values.status,
        questionIndex: values.questionIndex,
        provider: values.provider,
        model: values.model ?? null,
        rough: values.rough ?? false,
        text: values.text ?? "",
        words: values.words ?? [],
        error: values.error ?? null,
      },
      setWhere: eq(answerWindows.status, "failed"),
    });
}
