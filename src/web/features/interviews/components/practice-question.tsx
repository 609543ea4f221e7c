import { Circle, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@web/components/ui/button";
import { chooseMimeType } from "../lib/recorder/recorder-settings";

const PRACTICE_SECONDS = 30;

/**
 * An unscored practice answer, recorded only in this browser and played back: it never leaves
 * the device. It checks the setup and lets the candidate hear their delivery.
 */
export function PracticeQuestion({ stream }: { stream: MediaStream | null }) {
  const [recording, setRecording] = useState(false);
  const [playback, setPlayback] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (recorder.current?.state === "recording") recorder.current.stop();
    },
    [],
  );
  useEffect(() => () => (playback ? URL.revokeObjectURL(playback) : undefined), [playback]);

  function start() {
    if (!stream) return;
    const mimeType = chooseMimeType((type) => MediaRecorder.isTypeSupported(type));
    const practice = new MediaRecorder(stream, mimeType ? { mimeType } : {});
    const parts: Blob[] = [];
    practice.addEventListener("dataavailable", (event) => parts.push(event.data));
    practice.addEventListener("stop", () => {
      setRecording(false);
      setPlayback(URL.createObjectURL(new Blob(parts, { type: practice.mimeType })));
    });
    recorder.current = practice;
    setPlayback(null);
    practice.start();
    setRecording(true);
    timer.current = setTimeout(() => practice.stop(), PRACTICE_SECONDS * 1000);
  }

  function stop() {
    clearTimeout(timer.current);
    recorder.current?.stop();
  }

  return (
    <section aria-labelledby="practice-heading" className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id="practice-heading" className="font-semibold">
        Practice question (optional)
      </h2>
      <p className="text-sm text-muted-foreground">
        &ldquo;Tell us, in under {PRACTICE_SECONDS} seconds, what you enjoy most about your work.&rdquo; This practice
        answer is not scored and never leaves this device: you watch it here, then it is gone.
      </p>
      <div>
        {recording ? (
          <Button variant="outline" onClick={stop}>
            <Square aria-hidden="true" />
            Stop practice
          </Button>
        ) : (
          <Button variant="outline" onClick={start} disabled={!stream}>
            <Circle aria-hidden="true" />
            {playback ? "Practice again" : "Record practice answer"}
          </Button>
        )}
      </div>
      {playback ? (
        <video
          src={playback}
          controls
          playsInline
          className="w-full rounded-md bg-slate-900"
          aria-label="Your practice answer"
        >
          <track kind="captions" />
        </video>
      ) : null}
    </section>
  );
}
