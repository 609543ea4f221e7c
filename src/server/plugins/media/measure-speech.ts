import { createReadStream } from "node:fs";
import { BYTES_PER_SAMPLE, locateWavSamples, SAMPLE_RATE } from "./pcm-wav";

/** Speech found in one answer's audio: seconds relative to the start of the WAV. */
export interface SpeechMeasurement {
  speechSeconds: number;
  intervals: { start: number; end: number }[];
}

/** 20 ms frames: short enough to find a word's edges, long enough for a stable energy. */
const FRAME_SAMPLES = SAMPLE_RATE / 50;
const FRAME_SECONDS = FRAME_SAMPLES / SAMPLE_RATE;
/** Pauses shorter than this, between words or at a comma, are part of speaking. */
const BRIDGED_PAUSE_SECONDS = 0.5;
/** Loud bursts shorter than this (a click, a cough of a frame or two) are not speech. */
const SHORTEST_SPEECH_SECONDS = 0.1;
/** Above the room's own noise by this much is speech... */
const ABOVE_NOISE_DB = 12;
/** ...but never below this (digital silence would put anything above it)... */
const QUIETEST_THRESHOLD_DBFS = -50;
/** ...nor above this (an answer spoken without pauses has no quiet frames to learn from). */
const LOUDEST_THRESHOLD_DBFS = -32;
/** Quieter than any microphone's own noise: digital silence (a muted track, padding). */
const DIGITAL_SILENCE_DBFS = -70;

/**
 * How long the candidate spoke in an answer (decision 0050: a measured signal, and under 10 s
 * of speech an answer has too little evidence to score).
 *
 * Computed in Node from the PCM the extraction already wrote, rather than by ffmpeg's
 * `silencedetect`: that would start one more ffmpeg per answer to decode the same audio again,
 * while one pass over 16-bit samples (32 KB a second of audio) costs a few milliseconds here.
 *
 * A frame is speech when its energy stands well above the answer's noise floor (its quietest
 * tenth of frames, digital silence aside, which says nothing of the room), within fixed bounds;
 * short pauses are bridged and short bursts dropped.
 */
export async function measureSpeech(wavPath: string): Promise<SpeechMeasurement> {
  const energies = await frameEnergies(wavPath);
  if (energies.length === 0) return { speechSeconds: 0, intervals: [] };
  const threshold = speechThreshold(energies);

  const runs: { start: number; end: number }[] = [];
  for (let frame = 0; frame < energies.length; frame++) {
    if ((energies[frame] ?? -Infinity) < threshold) continue;
    const last = runs.at(-1);
    if (last && frame - last.end <= BRIDGED_PAUSE_SECONDS / FRAME_SECONDS) last.end = frame + 1;
    else runs.push({ start: frame, end: frame + 1 });
  }
  const intervals = runs
    .filter((run) => (run.end - run.start) * FRAME_SECONDS >= SHORTEST_SPEECH_SECONDS)
    .map((run) => ({ start: round(run.start * FRAME_SECONDS), end: round(run.end * FRAME_SECONDS) }));
  const speechSeconds = round(intervals.reduce((sum, interval) => sum + interval.end - interval.start, 0));
  return { speechSeconds, intervals };
}

function speechThreshold(energies: Float64Array): number {
  const sorted = energies.filter((energy) => energy > DIGITAL_SILENCE_DBFS).sort();
  const noiseFloor = sorted[Math.floor(sorted.length / 10)] ?? QUIETEST_THRESHOLD_DBFS;
  return Math.min(LOUDEST_THRESHOLD_DBFS, Math.max(QUIETEST_THRESHOLD_DBFS, noiseFloor + ABOVE_NOISE_DB));
}

/** Each full 20 ms frame's energy in dBFS (a last partial frame is left out). */
async function frameEnergies(wavPath: string): Promise<Float64Array> {
  const { offset, bytes } = await locateWavSamples(wavPath);
  const frames = Math.floor(bytes / BYTES_PER_SAMPLE / FRAME_SAMPLES);
  const energies = new Float64Array(frames);
  if (frames === 0) return energies;

  let frame = 0;
  let inFrame = 0;
  let sumOfSquares = 0;
  let carry: Buffer | null = null;
  const stream = createReadStream(wavPath, {
    start: offset,
    end: offset + frames * FRAME_SAMPLES * BYTES_PER_SAMPLE - 1,
  });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // A chunk may end mid-sample: its odd byte waits for the next chunk.
    const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const usable = data.length - (data.length % 2);
    carry = usable < data.length ? data.subarray(usable) : null;
    for (let at = 0; at < usable; at += 2) {
      const sample = data.readInt16LE(at) / 32768;
      sumOfSquares += sample * sample;
      if (++inFrame === FRAME_SAMPLES) {
        energies[frame++] = 10 * Math.log10(sumOfSquares / FRAME_SAMPLES + 1e-12);
        inFrame = 0;
        sumOfSquares = 0;
      }
    }
  }
  return energies;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
