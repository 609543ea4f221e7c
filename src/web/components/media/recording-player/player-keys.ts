import type { KeyboardEvent } from "react";

/** Seconds each seek key moves: arrows 5 s, j and l 10 s (as on common video sites). */
const SEEK_KEYS: Record<string, number> = { arrowleft: -5, arrowright: 5, j: -10, l: 10 };

/**
 * The player's keys: space or k plays and pauses, arrows seek 5 s, j and l 10 s, a number jumps
 * to that question. A key the player acts on does not reach the page.
 */
export function onPlayerKey(
  event: KeyboardEvent<HTMLDivElement>,
  {
    element,
    chapterCount,
    seekTo,
    jumpToChapter,
  }: {
    element: HTMLVideoElement | null;
    chapterCount: number;
    seekTo: (seconds: number, play: boolean) => void;
    jumpToChapter: (index: number) => void;
  },
) {
  if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
  const key = event.key.toLowerCase();
  // Buttons keep their own space; the focused video keeps the browser's space and arrows, so a
  // key never acts twice. The player's other keys work everywhere in it.
  const onButton = event.target instanceof HTMLButtonElement;
  const onVideo = event.target === element;
  const seek = onVideo && key.startsWith("arrow") ? undefined : SEEK_KEYS[key];
  if ((key === " " && !onButton && !onVideo) || key === "k") {
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  } else if (seek !== undefined) {
    seekTo(element.currentTime + seek, false);
  } else if (/^[1-9]$/.test(key) && Number(key) <= chapterCount) {
    jumpToChapter(Number(key) - 1);
  } else {
    return;
  }
  event.preventDefault();
}
