/*
 * Reading a question aloud: the provider's recording of a follow-up when the server has one,
 * otherwise (and whenever that audio fails to load or play) the browser's speech synthesis.
 * The players are passed in, so the choice and the fallback are tested without a browser.
 */

/** The part of an HTMLAudioElement used here. */
export interface AudioPlayer {
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: "error", listener: () => void): void;
  removeEventListener(type: "error", listener: () => void): void;
}

/** The part of speechSynthesis used here. */
interface SpeechVoice {
  say(text: string): void;
  hush(): void;
}

export interface Voices {
  /** Plays audio from a URL; null where the browser has no audio element. */
  audio: ((src: string) => AudioPlayer) | null;
  /** The browser's own voice; null where it has none. */
  synthesis: SpeechVoice | null;
}

/** Starts reading `text` aloud, from `audioUrl` when given; the function returned stops it. */
export function readAloud(text: string, audioUrl: string | null, voices: Voices): () => void {
  const { synthesis } = voices;
  // Whatever the previous question was still saying stops here.
  synthesis?.hush();
  if (!audioUrl || !voices.audio) {
    synthesis?.say(text);
    return () => synthesis?.hush();
  }
  const audio = voices.audio(audioUrl);
  let stopped = false;
  let fellBack = false;
  const fallBack = () => {
    if (stopped || fellBack) return;
    fellBack = true;
    synthesis?.say(text);
  };
  audio.addEventListener("error", fallBack);
  audio.play().catch(fallBack);
  return () => {
    stopped = true;
    audio.removeEventListener("error", fallBack);
    audio.pause();
    synthesis?.hush();
  };
}
