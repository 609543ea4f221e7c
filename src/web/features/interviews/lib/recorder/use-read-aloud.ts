import { useEffect } from "react";
import { readAloud, type Voices } from "./read-aloud";

function browserVoices(): Voices {
  const synth = typeof window === "undefined" ? undefined : window.speechSynthesis;
  return {
    audio: typeof Audio === "undefined" ? null : (src) => new Audio(src),
    synthesis:
      synth && typeof SpeechSynthesisUtterance !== "undefined"
        ? { say: (text) => synth.speak(new SpeechSynthesisUtterance(text)), hush: () => synth.cancel() }
        : null,
  };
}

/**
 * Reads `text` aloud unless muted: from `audioUrl` (the provider's reading of a follow-up) when
 * given, else or on failure with the browser's speech synthesis. Stops when the text changes.
 */
export function useReadAloud(text: string | null, audioUrl: string | null, muted: boolean): void {
  useEffect(() => {
    if (!text || muted) return;
    return readAloud(text, audioUrl, browserVoices());
  }, [text, audioUrl, muted]);
}

/** Whether anything can read a question aloud here: the provider's voice or the browser's. */
export function canReadAloud(providerSpeech: boolean): boolean {
  return providerSpeech || (typeof window !== "undefined" && "speechSynthesis" in window);
}
