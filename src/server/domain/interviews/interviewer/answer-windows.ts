import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import {
  answerWindows,
  interviewerCalls,
  interviews,
  recordingChunks,
  recordingQuestionMarks,
  recordingSegments,
  recordingSessions,
} from "../../../db/schema";
import { writeSlice } from "../../../plugins/media/extract-answer-audio";
import { extractWindowAudio, type WindowAudio } from "../../../plugins/media/extract-window-audio";
import { MediaToolError } from "../../../plugins/media/ffmpeg";
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from "../../../plugins/media/pcm-wav";
import {
  initialClusterScanState,
  scanClusters,
  type ClusterHit,
  type ClusterScanState,
} from "../../../plugins/media/webm-clusters";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import type { TranscriptionResult } from "../../evaluation/providers/ai-provider";
import { CUT_FRAME_SECONDS, planWindows, type PlannedWindow } from "./window-plan";

type Services = Pick<AppServices, "db" | "blobs" | "log" | "config" | "ai" | "interviewer">;

/** A run holds the segment this long; every window it stores renews the claim. */
const CLAIM_SECONDS = 60;
/** One window's transcription may take this long before it counts as failed. */
const TRANSCRIBE_TIMEOUT_MS = 20_000;
/** Decoding starts at a cluster this far before the cursor, so Opus has audio to settle on. */
const PRE_ROLL_SECONDS = 0.5;

export interface RunWindowsInput {
  sessionId: string;
  segment: number;
  /** Transcribe the last partial window too (the answer ends here, or a follow-up needs it now). */
  flush?: boolean;
  /** With `flush`: where the tail ends, in segment time. */
  until?: number;
  signal?: AbortSignal;
}

export type WindowsRunOutcome =
  /** Not a segment this runs for: not WebM, no follow-ups, no interviewer, or no such segment. */
  | "not-windowed"
  /** Another run holds the segment. */
  | "busy"
  /** A chunk's bytes are gone (the recording was finalised): there is nothing more to window. */
  | "chunks-gone"
  /** Every window the audio held so far allows was transcribed (possibly none). */
  | "done"
  /** A window's transcription failed; the cursor stays before it for the next run. */
  | "failed";

export interface WindowsRun {
  outcome: WindowsRunOutcome;
  /** How far the segment is transcribed after this run, in segment time. */
  windowedUntilSeconds: number;
}

interface ClaimedSegment {
  id: string;
  interviewId: string;
  clusterScan: ClusterScanState | null;
  scannedSeq: number;
  clusters: ClusterHit[];
  windowedUntilSeconds: number;
  claim: Date;
}

class ChunkGoneError extends Error {}

/**
 * Transcribes a WebM segment of a recording still in progress, in windows of about 10 s, from
 * where the last run stopped (decision 0055). Runs one at a time per segment (a claim on its
 * row, not a lock held open), and holds no transaction across blob, ffmpeg or provider I/O:
 * PGlite has a single connection. Safe to run any number of times: a window is stored once per
 * start, and a run that stops half-way leaves the cursor at the last window stored.
 */
export async function runWindows(services: Services, input: RunWindowsInput): Promise<WindowsRun> {
  const target = await windowedSegment(services, input);
  if (!target) return { outcome: "not-windowed", windowedUntilSeconds: 0 };
  const claimed = await claimSegment(services, target.id);
  if (!claimed) return { outcome: "busy", windowedUntilSeconds: target.windowedUntilSeconds };
  const run = { ...claimed, interviewId: target.interviewId };
  const scratch = await mkdtemp(path.join(os.tmpdir(), `onetake-windows-${input.sessionId}-`));
  try {
    return await windowSegment(services, input, run, scratch);
  } catch (error) {
    if (error instanceof ChunkGoneError)
      return { outcome: "chunks-gone", windowedUntilSeconds: run.windowedUntilSeconds };
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await services.db
      .update(recordingSegments)
      .set({ windowingClaimedUntil: null })
      .where(and(eq(recordingSegments.id, run.id), eq(recordingSegments.windowingClaimedUntil, run.claim)));
  }
}

async function windowedSegment(services: Services, input: RunWindowsInput) {
  if (!services.interviewer) return null;
  const [row] = await services.db
    .select({
      id: recordingSegments.id,
      mimeType: recordingSegments.mimeType,
      windowedUntilSeconds: recordingSegments.windowedUntilSeconds,
      interviewId: interviews.id,
      followUpSeconds: interviews.followUpSeconds,
    })
    .from(recordingSegments)
    .innerJoin(recordingSessions, eq(recordingSessions.id, recordingSegments.sessionId))
    .innerJoin(interviews, eq(interviews.id, recordingSessions.interviewId))
    .where(and(eq(recordingSegments.sessionId, input.sessionId), eq(recordingSegments.segmentIndex, input.segment)));
  if (!row || row.followUpSeconds === null || !isWebm(row.mimeType)) return null;
  return row;
}

/** Only WebM can be cut at a cluster while it grows; an MP4 segment is transcribed after the interview. */
export function isWebm(mimeType: string): boolean {
  return mimeType.startsWith("video/webm") || mimeType.startsWith("audio/webm");
}

/**
 * Takes the segment for CLAIM_SECONDS unless another run holds it. The claim's own time is the
 * run's token (to the millisecond, so it compares equal after a round trip): a run that outlived
 * its claim and was overtaken releases or renews nothing of the next one's.
 */
async function claimSegment(
  services: Services,
  segmentId: string,
): Promise<Omit<ClaimedSegment, "interviewId"> | null> {
  const [row] = await services.db
    .update(recordingSegments)
    .set({ windowingClaimedUntil: claimUntil() })
    .where(
      and(
        eq(recordingSegments.id, segmentId),
        or(isNull(recordingSegments.windowingClaimedUntil), lt(recordingSegments.windowingClaimedUntil, sql`now()`)),
      ),
    )
    .returning({
      id: recordingSegments.id,
      clusterScan: recordingSegments.clusterScan,
      scannedSeq: recordingSegments.scannedSeq,
      clusters: recordingSegments.clusters,
      windowedUntilSeconds: recordingSegments.windowedUntilSeconds,
      claim: recordingSegments.windowingClaimedUntil,
    });
  return row?.claim ? { ...row, claim: row.claim } : null;
}

const claimUntil = () => sql`date_trunc('milliseconds', now() + make_interval(secs => ${CLAIM_SECONDS}))`;

async function windowSegment(
  services: Services,
  input: RunWindowsInput,
  run: ClaimedSegment,
  scratch: string,
): Promise<WindowsRun> {
  const chunks = new ChunkReader(services, input);
  await scanNewChunks(services, run, chunks);
  const first = run.clusters[0];
  if (!first) return { outcome: "done", windowedUntilSeconds: run.windowedUntilSeconds };

  const cursor = run.windowedUntilSeconds;
  const from = run.clusters.findLast((hit) => hit.timecodeMs / 1000 <= cursor - PRE_ROLL_SECONDS) ?? first;
  const header = await chunks.range({ seq: 0, offset: 0 }, { seq: first.seq, offset: first.offset });
  const body = await chunks.range(from, { seq: run.scannedSeq + 1, offset: 0 });
  let audio: WindowAudio;
  try {
    audio = await extractWindowAudio(
      { path: services.config.ffmpegPath },
      { header: Buffer.concat(header), body, fromSeconds: cursor, outputDir: scratch },
    );
  } catch (error) {
    // Too little of the first cluster arrived to decode anything yet; the next chunks will do.
    if (error instanceof MediaToolError && error.code === "invalid-input") {
      services.log.debug({ err: error, sessionId: input.sessionId }, "no window audio decodable yet");
      return { outcome: "done", windowedUntilSeconds: cursor };
    }
    throw error;
  }
  const pcm = await readFile(audio.pcmPath);
  const marks = await marksOf(services, input.sessionId);
  const windows = planWindows({
    cursor,
    decodedEnd: audio.endSeconds,
    energies: frameEnergies(pcm),
    marks: marks.filter((mark) => mark.segmentIndex === input.segment).map((mark) => mark.offsetSeconds),
    flush: (input.flush ?? false) || (await laterSegmentExists(services, input)),
    ...(input.until !== undefined ? { until: input.until } : {}),
  });

  for (const window of windows) {
    if (input.signal?.aborted) break;
    const stored = await transcribeWindow(services, input, run, { audio, pcm, scratch, window, marks });
    if (!stored) return { outcome: "failed", windowedUntilSeconds: run.windowedUntilSeconds };
  }
  return { outcome: "done", windowedUntilSeconds: run.windowedUntilSeconds };
}

/**
 * Reads the chunks held after `scanned_seq`, in order and without a gap, into the cluster index,
 * and stores how far it got. The bytes are kept for this run's decode.
 */
async function scanNewChunks(services: Services, run: ClaimedSegment, chunks: ChunkReader): Promise<void> {
  let state = run.clusterScan ?? initialClusterScanState();
  const found: ClusterHit[] = [];
  let seq = run.scannedSeq;
  for (const row of await chunks.rowsAfter(run.scannedSeq)) {
    if (row.seq !== seq + 1) break;
    const scan = scanClusters(await chunks.bytes(row.seq), row.seq, state);
    state = scan.state;
    found.push(...scan.clusters);
    seq = row.seq;
  }
  if (seq === run.scannedSeq) return;
  run.clusterScan = state;
  run.clusters = [...run.clusters, ...found];
  run.scannedSeq = seq;
  await services.db
    .update(recordingSegments)
    .set({ clusterScan: state, clusters: run.clusters, scannedSeq: seq })
    .where(and(eq(recordingSegments.id, run.id), eq(recordingSegments.windowingClaimedUntil, run.claim)));
}

interface Place {
  seq: number;
  offset: number;
}

/** The segment's chunk bytes, each read from the store at most once per run. */
class ChunkReader {
  private readonly keys = new Map<number, string>();
  private readonly cache = new Map<number, Buffer>();

  constructor(
    private readonly services: Services,
    private readonly input: RunWindowsInput,
  ) {}

  async rowsAfter(seq: number): Promise<{ seq: number }[]> {
    const rows = await this.services.db
      .select({ seq: recordingChunks.seq, blobKey: recordingChunks.blobKey })
      .from(recordingChunks)
      .where(this.ofSegment(gt(recordingChunks.seq, seq)))
      .orderBy(asc(recordingChunks.seq));
    for (const row of rows) this.keys.set(row.seq, row.blobKey);
    return rows;
  }

  async bytes(seq: number): Promise<Buffer> {
    const cached = this.cache.get(seq);
    if (cached) return cached;
    const key = this.keys.get(seq) ?? (await this.keyOf(seq));
    const blob = await this.services.blobs.get(key as BlobKey);
    if (!blob) throw new ChunkGoneError(`chunk ${this.input.segment}/${seq} has no stored bytes`);
    const bytes = await buffer(blob.stream);
    this.cache.set(seq, bytes);
    return bytes;
  }

  /** The stream's bytes from `from` up to (not including) `to`. */
  async range(from: Place, to: Place): Promise<Buffer[]> {
    const parts: Buffer[] = [];
    for (let seq = from.seq; seq < to.seq || (seq === to.seq && to.offset > 0); seq += 1) {
      const bytes = await this.bytes(seq);
      parts.push(bytes.subarray(seq === from.seq ? from.offset : 0, seq === to.seq ? to.offset : bytes.length));
    }
    return parts;
  }

  private async keyOf(seq: number): Promise<string> {
    const [row] = await this.services.db
      .select({ blobKey: recordingChunks.blobKey })
      .from(recordingChunks)
      .where(this.ofSegment(eq(recordingChunks.seq, seq)));
    if (!row) throw new ChunkGoneError(`chunk ${this.input.segment}/${seq} is gone`);
    this.keys.set(seq, row.blobKey);
    return row.blobKey;
  }

  private ofSegment(condition: ReturnType<typeof eq>) {
    return and(
      eq(recordingChunks.sessionId, this.input.sessionId),
      eq(recordingChunks.segmentIndex, this.input.segment),
      condition,
    );
  }
}

interface Mark {
  questionIndex: number;
  segmentIndex: number;
  offsetSeconds: number;
}

async function marksOf(services: Services, sessionId: string): Promise<Mark[]> {
  return services.db
    .select({
      questionIndex: recordingQuestionMarks.questionIndex,
      segmentIndex: recordingQuestionMarks.segmentIndex,
      offsetSeconds: recordingQuestionMarks.offsetSeconds,
    })
    .from(recordingQuestionMarks)
    .where(eq(recordingQuestionMarks.sessionId, sessionId))
    .orderBy(asc(recordingQuestionMarks.segmentIndex), asc(recordingQuestionMarks.offsetSeconds));
}

/** The question being answered at `seconds` of `segment`: the last one marked at or before it. */
function questionAt(marks: readonly Mark[], segment: number, seconds: number): number | null {
  const before = marks.filter(
    (mark) => mark.segmentIndex < segment || (mark.segmentIndex === segment && mark.offsetSeconds <= seconds),
  );
  return before.at(-1)?.questionIndex ?? null;
}

/** A later segment means this one is closed: the recorder will add nothing to it. */
async function laterSegmentExists(services: Services, input: RunWindowsInput): Promise<boolean> {
  const [row] = await services.db
    .select({ id: recordingSegments.id })
    .from(recordingSegments)
    .where(and(eq(recordingSegments.sessionId, input.sessionId), gt(recordingSegments.segmentIndex, input.segment)))
    .limit(1);
  return row !== undefined;
}

const FRAME_SAMPLES = Math.round(CUT_FRAME_SECONDS * SAMPLE_RATE);

/** The mean square of each full 100 ms frame of 16-bit PCM; only their order matters to the plan. */
export function frameEnergies(pcm: Buffer): number[] {
  const frames = Math.floor(pcm.length / BYTES_PER_SAMPLE / FRAME_SAMPLES);
  const energies: number[] = [];
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let sample = frame * FRAME_SAMPLES; sample < (frame + 1) * FRAME_SAMPLES; sample += 1) {
      const value = pcm.readInt16LE(sample * BYTES_PER_SAMPLE);
      sum += value * value;
    }
    energies.push(sum / FRAME_SAMPLES);
  }
  return energies;
}

interface WindowWork {
  audio: WindowAudio;
  pcm: Buffer;
  scratch: string;
  window: PlannedWindow;
  marks: readonly Mark[];
}

/**
 * Transcribes one window and stores it with the cursor moved past it, or stores why it failed
 * and leaves the cursor. False when the run should stop: the window failed or the claim was lost.
 */
async function transcribeWindow(
  services: Services,
  input: RunWindowsInput,
  run: ClaimedSegment,
  work: WindowWork,
): Promise<boolean> {
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
  const signal = input.signal
    ? AbortSignal.any([input.signal, AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS)])
    : AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS);
  let result: TranscriptionResult | { kind: "error"; message: string };
  try {
    result = await services.ai.transcribe({ wavPath, durationSeconds: samples / SAMPLE_RATE }, signal);
  } catch (error) {
    result = { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
  const latencyMs = Math.round(performance.now() - started);

  const row = {
    sessionId: input.sessionId,
    interviewId: run.interviewId,
    segmentIndex: input.segment,
    questionIndex: questionAt(work.marks, input.segment, window.start),
    startSeconds: window.start,
    endSeconds: window.end,
    provider: services.ai.name,
  };
  const call = {
    interviewId: run.interviewId,
    sessionId: input.sessionId,
    step: "transcribe-window" as const,
    questionIndex: row.questionIndex,
    provider: services.ai.name,
    latencyMs,
  };
  const values: typeof answerWindows.$inferInsert =
    result.kind === "transcript"
      ? {
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
        }
      : result.kind === "unavailable"
        ? { ...row, status: "unavailable", model: services.ai.transcribeModel, error: result.reason }
        : { ...row, status: "failed", model: services.ai.transcribeModel, error: result.message.slice(0, 2000) };

  return services.db.transaction(async (tx) => {
    if (result.kind === "error") {
      await tx.insert(interviewerCalls).values({
        ...call,
        model: services.ai.transcribeModel,
        outcome: signal.aborted ? "aborted" : "failed",
        error: values.error,
      });
      await storeWindow(tx, values);
      return false;
    }
    // The cursor moves only under this run's claim: a run overtaken by another stores nothing more.
    const [moved] = await tx
      .update(recordingSegments)
      .set({ windowedUntilSeconds: window.end, windowingClaimedUntil: claimUntil() })
      .where(and(eq(recordingSegments.id, run.id), eq(recordingSegments.windowingClaimedUntil, run.claim)))
      .returning({ claim: recordingSegments.windowingClaimedUntil });
    if (!moved?.claim) return false;
    run.claim = moved.claim;
    run.windowedUntilSeconds = window.end;
    await storeWindow(tx, values);
    await tx.insert(interviewerCalls).values({
      ...call,
      model: values.model,
      outcome: result.kind === "transcript" ? "ok" : "failed",
      error: values.error ?? null,
      promptTokens: result.kind === "transcript" ? (result.usage?.promptTokens ?? null) : null,
      completionTokens: result.kind === "transcript" ? (result.usage?.completionTokens ?? null) : null,
    });
    return true;
  });
}

/** Stored once per start; only a failed attempt is replaced, by the retry that got further. */
async function storeWindow(
  tx: Parameters<Parameters<Services["db"]["transaction"]>[0]>[0],
  values: typeof answerWindows.$inferInsert,
): Promise<void> {
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
