import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { interviews, recordingQuestionMarks, recordingSegments, recordingSessions } from "../../../../db/schema";
import { extractWindowAudio, type WindowAudio } from "../../../../plugins/media/extract-window-audio";
import { MediaToolError } from "../../../../plugins/media/ffmpeg";
import {
  initialClusterScanState,
  scanClusters,
  type ClusterHit,
  type ClusterScanState,
} from "../../../../plugins/media/webm-clusters";
import type { AppServices } from "../../../../services";
import { ChunkGoneError, ChunkReader } from "./segment-chunks";
import { claimUntil, transcribeWindow, type WindowingRun } from "./transcribe-window";
import { interviewerLatency } from "../interviewer-latency";
import { frameEnergies, planWindows } from "./window-plan";

type Services = Pick<AppServices, "db" | "blobs" | "log" | "config" | "ai" | "interviewer">;

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

type WindowsRunOutcome =
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

interface ClaimedSegment extends WindowingRun {
  clusterScan: ClusterScanState | null;
  scannedSeq: number;
  clusters: ClusterHit[];
}

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
  const run: ClaimedSegment = {
    ...claimed,
    sessionId: input.sessionId,
    segment: input.segment,
    interviewId: target.interviewId,
    signal: input.signal,
  };
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

/** Takes the segment unless another run holds it; its claim's end is this run's token. */
async function claimSegment(services: Services, segmentId: string) {
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
  const decodeStarted = performance.now();
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
  interviewerLatency.decode.record(performance.now() - decodeStarted);
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
    const questionIndex = questionAt(marks, input.segment, window.start);
    const stored = await transcribeWindow(services, run, { audio, pcm, scratch, window, questionIndex });
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
