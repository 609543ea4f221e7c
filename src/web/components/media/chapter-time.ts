/** The chapter playing at `seconds`: the last one that has started (-1 before the first). */
export function currentChapterIndex(chapters: readonly { startSeconds: number }[], seconds: number): number {
  let current = -1;
  for (const [index, chapter] of chapters.entries()) {
    // A hair of tolerance: a jump lands exactly on a start, and the element may report a frame before it.
    if (chapter.startSeconds <= seconds + 0.05) current = index;
  }
  return current;
}

/** m:ss, or h:mm:ss past an hour, for chapter starts and durations. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** mm:ss (h:mm:ss past an hour): a moment of the recording named in a list, minutes always two digits. */
export function formatMomentClock(totalSeconds: number): string {
  const clock = formatClock(totalSeconds);
  return clock.length === 4 ? `0${clock}` : clock;
}
