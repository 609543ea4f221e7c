import { useCallback, useEffect, useRef, useState } from "react";
import { usePlayerAttachment } from "../player-controller";
import type { RecordingChapter } from "./chapter-list";

/**
 * The player's state around its video element: the time (reported to the page's controller), the
 * chosen speed, the captions switch, seeking and jumping to a chapter (announced for screen readers).
 */
export function useRecordingPlayback({
  src,
  chapters,
  captions,
}: {
  src: string;
  chapters: RecordingChapter[];
  captions: { src: string; defaultOn: boolean } | undefined;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const controller = usePlayerAttachment();
  const [time, setTime] = useState(0);
  const [rate, setRate] = useState<number>(1);
  // The captions often arrive after the player (once the evaluation has loaded): until the viewer
  // switches them, a track follows its own default rather than the state the player mounted with.
  const [captionsChoice, setCaptionsChoice] = useState<{ src: string; on: boolean } | null>(null);
  const captionsOn = captions ? (captionsChoice?.src === captions.src ? captionsChoice.on : captions.defaultOn) : false;
  const [announcement, setAnnouncement] = useState("");

  // The element forgets its rate when the source changes; keep the chosen one.
  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate, src]);

  // The page's controller (quotes, the following transcript) seeks this video and reads its time.
  useEffect(() => {
    if (!controller) return;
    controller.attach(video.current);
    return () => controller.attach(null);
  }, [controller, src]);

  // "hidden" keeps the cues loaded (the transcript stays in step) while nothing is drawn on the video.
  useEffect(() => {
    const textTrack = track.current?.track;
    if (textTrack) textTrack.mode = captionsOn ? "showing" : "hidden";
  }, [captionsOn, captions?.src]);

  const onTime = (seconds: number) => {
    setTime(seconds);
    controller?.report(seconds);
  };

  const seekTo = useCallback(
    (seconds: number, play: boolean) => {
      const element = video.current;
      if (!element) return;
      const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
      element.currentTime = Math.min(Math.max(0, seconds), end);
      setTime(element.currentTime);
      controller?.report(element.currentTime);
      if (play) void element.play().catch(() => undefined);
    },
    [controller],
  );

  const jumpToChapter = useCallback(
    (index: number) => {
      const chapter = chapters[index];
      if (!chapter) return;
      seekTo(chapter.startSeconds, true);
      setAnnouncement(`${chapter.label}: ${chapter.title}`);
    },
    [chapters, seekTo],
  );

  const toggleCaptions = () => {
    if (captions) setCaptionsChoice({ src: captions.src, on: !captionsOn });
  };

  return { video, track, time, onTime, rate, setRate, captionsOn, toggleCaptions, announcement, seekTo, jumpToChapter };
}
