import { createContext, use, useMemo, useRef, useState, type ReactNode } from "react";

/*
 * A page that shows a recording and something that points into it (the AI feedback's quotes,
 * the transcript that follows the speech) owns one controller. The player attaches its video to
 * it and reports its time; the rest seeks through it and reads the time. Two contexts, so a
 * quote's button does not re-render four times a second while the video plays.
 */

export interface PlayerControl {
  /**
   * Moves the recording to `seconds` and plays it, bringing the player into view when it is off
   * screen; with no player on the page yet, the next one to appear starts there.
   */
  seek: (seconds: number) => void;
  /**
   * Moves the recording to `seconds` without playing it (a link into the recording): the player
   * on the page, or the next one to appear, waits there for the viewer to press play.
   */
  cue: (seconds: number) => void;
}

interface PlayerAttachment {
  attach: (video: HTMLVideoElement | null) => void;
  report: (seconds: number) => void;
}

const ControlContext = createContext<(PlayerControl & PlayerAttachment) | null>(null);
const TimeContext = createContext<number>(0);

function scrollIntoViewIfHidden(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  element.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
}

export function PlayerControllerProvider({ children }: { children: ReactNode }) {
  const video = useRef<HTMLVideoElement | null>(null);
  // A seek asked for before a player was there (or before it knew its length) lands when it can.
  const pending = useRef<number | null>(null);
  // Where the last player was, so a player that replaces it (another tab) carries on from there.
  const last = useRef(0);
  const [time, setTime] = useState(0);

  const control = useMemo(() => {
    const apply = (element: HTMLVideoElement, seconds: number, play: boolean) => {
      const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
      element.currentTime = Math.min(Math.max(0, seconds), end);
      last.current = element.currentTime;
      setTime(element.currentTime);
      if (play) void element.play().catch(() => undefined);
    };
    const move = (seconds: number, play: boolean) => {
      const element = video.current;
      if (!element) {
        pending.current = seconds;
        return;
      }
      if (play) scrollIntoViewIfHidden(element);
      if (element.readyState >= HTMLMediaElement.HAVE_METADATA) {
        apply(element, seconds, play);
      } else {
        pending.current = seconds;
        element.addEventListener(
          "loadedmetadata",
          () => {
            if (pending.current === null) return;
            apply(element, pending.current, play);
            pending.current = null;
          },
          { once: true },
        );
      }
    };
    return {
      seek(seconds: number) {
        move(seconds, true);
      },
      cue(seconds: number) {
        move(seconds, false);
      },
      attach(element: HTMLVideoElement | null) {
        video.current = element;
        const seconds = pending.current ?? (last.current > 0 ? last.current : null);
        if (!element || seconds === null) return;
        pending.current = null;
        if (element.readyState >= HTMLMediaElement.HAVE_METADATA) apply(element, seconds, false);
        else element.addEventListener("loadedmetadata", () => apply(element, seconds, false), { once: true });
      },
      report(seconds: number) {
        last.current = seconds;
        setTime(seconds);
      },
    };
  }, []);

  return (
    <ControlContext value={control}>
      <TimeContext value={time}>{children}</TimeContext>
    </ControlContext>
  );
}

/** Seeking the page's player; null on a page without a controller (nothing to seek). */
export function usePlayerControl(): PlayerControl | null {
  return use(ControlContext);
}

/** For the player itself: attach the video and report its time. */
export function usePlayerAttachment(): PlayerAttachment | null {
  return use(ControlContext);
}

/** The second the page's player is at (0 without a controller). */
export function usePlayerTime(): number {
  return use(TimeContext);
}
