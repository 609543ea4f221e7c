import { useCallback, useRef } from "react";
import type { InterviewSession } from "../../lib/recorder/interview-session";

/** Stops the recording and the camera once, however many timers and clicks ask for it. */
export function useFinishInterview({
  session,
  stream,
  onFinished,
  onFailed,
}: {
  session: InterviewSession;
  stream: MediaStream | null;
  onFinished: () => void;
  onFailed: (error: unknown) => void;
}) {
  const finishing = useRef(false);
  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    try {
      await session.stopRecording();
      stream?.getTracks().forEach((track) => track.stop());
      onFinished();
    } catch (error) {
      onFailed(error);
    }
  }, [session, stream, onFinished, onFailed]);
  return { finish, finishing };
}
