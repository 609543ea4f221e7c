import { useEffect, useRef, useState } from "react";
import type { InterviewSession } from "../../lib/recorder/interview-session";
import { recordingMimeType } from "../../lib/recorder/recorder-settings";
import type { SegmentRecorder } from "../../lib/recorder/segment-recorder";

/**
 * Starts a new segment once the stream is there and marks the first question unless an
 * interrupted answer goes on (decision 0019). The recorder is handed out only once it has given
 * its first bytes (decision 0076): until then the clocks stand still and Next waits, so no
 * question's time runs, and no question is left, over nothing recorded. The marks keep the
 * recorder's own clock, so they stay where the recording has them.
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
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !stream) return;
    started.current = true;
    session.startSegment(stream, recordingMimeType()).then((running) => {
      if (spentSeconds === 0) session.markQuestion(startQuestion);
      void running.firstBytes.then(() => setRecorder(running));
    }, onFailed);
  }, [session, stream, startQuestion, spentSeconds, onFailed]);

  return recorder;
}
