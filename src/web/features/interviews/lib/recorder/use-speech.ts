import { useEffect } from "react";

/** Reads `text` aloud with speech synthesis where the browser has it, unless muted; stops on change. */
export function useSpeech(text: string | null, muted: boolean): void {
  useEffect(() => {
    const synth = typeof window === "undefined" ? undefined : window.speechSynthesis;
    if (!synth || typeof SpeechSynthesisUtterance === "undefined" || !text || muted) return;
    synth.cancel();
    synth.speak(new SpeechSynthesisUtterance(text));
    return () => synth.cancel();
  }, [text, muted]);
}

export function canSpeak(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window;
}
