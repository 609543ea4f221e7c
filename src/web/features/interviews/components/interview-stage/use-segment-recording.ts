import { useEffect, useRef, useState } from "react";
import type { InterviewSession } from "../../lib/recorder/interview-session";
import { chooseMimeType } from "../../lib/recorder/recorder-settings";
import type { SegmentRecorder } from "../../lib/recorder/segment-recorder";

/**
 * Starts a new segment once the stream is there, marks the first question unless an interrupted
 * answer goes on (decision 0019), and says when the recorder first gives bytes.
 */
export function useSegmentRecording({
  session,
  stream,
  startQuestion,
  spentSeconds,
  onFailed,
}: {
  session: InterviewSession;
  stream: MediaStream | null;
  startQuestion: number;
  spentSeconds: number;
  onFailed: (error: unknown) => void;
}) {
  const [recorder, setRecorder] = useState<SegmentRecorder | null>(null);
  const [bytesFlowing, setBytesFlowing] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !stream) return;
    started.current = true;
    const mimeType = chooseMimeType((type) => MediaRecorder.isTypeSupported(type));
    session.startSegment(stream, mimeType).then((running) => {
      setRecorder(running);
      if (spentSeconds === 0) session.markQuestion(startQuestion);
      void running.firstBytes.then(() => setBytesFlowing(true));
    }, onFailed);
  }, [session, stream, startQuestion, spentSeconds, onFailed]);

  return { recorder, bytesFlowing };
}
