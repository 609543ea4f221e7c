import { ANSWER_WINDOW_SECONDS } from "@shared/interviews/follow-up-timing";
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from "../../../../plugins/media/pcm-wav";

/** The quietest stretch of a window's last 1.5 s is where it ends, so no word is cut in two. */
const CUT_SEARCH_SECONDS = 1.5;
/** Energies come in frames of this length. */
const CUT_FRAME_SECONDS = 0.1;

export interface WindowPlanInput {
  /** Where the next window starts, in segment time (everything before it is transcribed). */
  cursor: number;
  /** Where the decoded audio ends, in segment time. */
  decodedEnd: number;
  /** The energy of each 100 ms frame of the decoded audio from `cursor` on. */
  energies: readonly number[];
  /** The question starts (marks) in this segment, in segment time. */
  marks: readonly number[];
  /**
   * Transcribe up to the end without waiting for a full window: the segment is closed (a later
   * one exists), or a follow-up needs the answer's last words now (the tail, up to `until`).
   */
  flush: boolean;
  /** With `flush`: where the tail ends (the end of the answer); the decoded end otherwise. */
  until?: number;
}

export interface PlannedWindow {
  start: number;
  end: number;
}

/**
 * The windows to transcribe next over audio already decoded, in order: each ends at a question
 * start inside it (a window never spans two questions), else after about 10 s at its quietest
 * 100 ms; what remains is left for later unless `flush` says to take it now.
 */
export function planWindows(input: WindowPlanInput): PlannedWindow[] {
  const end = Math.min(input.decodedEnd, input.flush && input.until !== undefined ? input.until : input.decodedEnd);
  const windows: PlannedWindow[] = [];
  let start = input.cursor;
  const marks = [...input.marks].sort((a, b) => a - b);
  while (start < end) {
    const mark = marks.find((at) => at > start && at <= Math.min(end, start + ANSWER_WINDOW_SECONDS));
    if (mark !== undefined) {
      windows.push({ start, end: mark });
    } else if (end - start >= ANSWER_WINDOW_SECONDS) {
      windows.push({ start, end: quietestCut(input, start) });
    } else if (input.flush) {
      windows.push({ start, end });
    } else {
      break;
    }
    start = windows.at(-1)!.end;
  }
  return windows;
}

/** The middle of the quietest frame in [start + 8.5 s, start + 10 s]; the later one on a tie. */
function quietestCut(input: WindowPlanInput, start: number): number {
  const from = start + ANSWER_WINDOW_SECONDS - CUT_SEARCH_SECONDS;
  const to = start + ANSWER_WINDOW_SECONDS;
  let best = to;
  let quietest = Number.POSITIVE_INFINITY;
  const first = Math.ceil(round((from - input.cursor) / CUT_FRAME_SECONDS));
  const last = Math.floor(round((to - input.cursor) / CUT_FRAME_SECONDS)) - 1;
  for (let frame = first; frame <= last; frame += 1) {
    const energy = input.energies[frame];
    if (energy === undefined) continue;
    if (energy <= quietest) {
      quietest = energy;
      best = input.cursor + (frame + 0.5) * CUT_FRAME_SECONDS;
    }
  }
  return round(best);
}

/** Seconds to the millisecond: frame arithmetic in binary fractions drifts otherwise. */
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

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
