import { describe, expect, it } from "vitest";
import { frameEnergies, planWindows } from "./window-plan";

/** 100 ms frames of steady speech, with quiet frames at the given seconds (from the cursor). */
function speech(seconds: number, quietAt: readonly number[] = []): number[] {
  const energies = Array.from({ length: Math.round(seconds * 10) }, () => 1000);
  for (const at of quietAt) energies[Math.round(at * 10)] = 5;
  return energies;
}

describe("planWindows", () => {
  it("cuts a window after about 10 s at its quietest 100 ms, and waits for more after that", () => {
    const windows = planWindows({ cursor: 0, decodedEnd: 14, energies: speech(14, [9.2]), marks: [], flush: false });
    expect(windows).toEqual([{ start: 0, end: 9.25 }]);
  });

  it("never cuts before 8.5 s nor after 10 s, whatever is quiet elsewhere", () => {
    // Quiet at 3 s and at 11 s only: the whole search range is equally loud, so the latest frame wins.
    const windows = planWindows({ cursor: 0, decodedEnd: 12, energies: speech(12, [3, 11]), marks: [], flush: false });
    expect(windows).toEqual([{ start: 0, end: 9.95 }]);
  });

  it("ends a window at a question start inside it: a window never spans two questions", () => {
    const windows = planWindows({ cursor: 20, decodedEnd: 45, energies: speech(25), marks: [4, 26.5], flush: false });
    expect(windows).toEqual([
      { start: 20, end: 26.5 },
      { start: 26.5, end: 36.45 },
    ]);
  });

  it("takes the rest at once when the segment is closed", () => {
    const windows = planWindows({ cursor: 0, decodedEnd: 13, energies: speech(13, [9]), marks: [], flush: true });
    expect(windows).toEqual([
      { start: 0, end: 9.05 },
      { start: 9.05, end: 13 },
    ]);
  });

  it("takes a follow-up's tail up to the end of the answer, not beyond", () => {
    const windows = planWindows({
      cursor: 30,
      decodedEnd: 40,
      energies: speech(10),
      marks: [],
      flush: true,
      until: 36.2,
    });
    expect(windows).toEqual([{ start: 30, end: 36.2 }]);
  });

  it("plans nothing while less than a window has been decoded", () => {
    expect(planWindows({ cursor: 10, decodedEnd: 19.9, energies: speech(9.9), marks: [], flush: false })).toEqual([]);
    expect(planWindows({ cursor: 10, decodedEnd: 10, energies: [], marks: [], flush: true })).toEqual([]);
  });
});

describe("frame energies", () => {
  it("gives each full 100 ms frame of 16 kHz PCM its mean square, leaving out a partial last frame", () => {
    const amplitudes = [100, 0, -300];
    const pcm = Buffer.alloc((amplitudes.length * 1600 + 800) * 2);
    amplitudes.forEach((amplitude, frame) => {
      for (let sample = 0; sample < 1600; sample += 1) pcm.writeInt16LE(amplitude, (frame * 1600 + sample) * 2);
    });
    expect(frameEnergies(pcm)).toEqual([10_000, 0, 90_000]);
  });
});
