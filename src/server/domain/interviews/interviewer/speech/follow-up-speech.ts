import { createHash } from "node:crypto";
import type { AppServices } from "../../../../services";
import { logInterviewerCall } from "../interviewer-log";
import type { FollowUpSpeaker } from "./openai-speaker";

/** How long a follow-up's audio is kept: the page fetches it within seconds, and again after a reload. */
const KEEP_MS = 2 * 60_000;
/** At most this many follow-ups' audio at once (a few tens of KB each). */
const MOST_KEPT = 64;
/** One speech call may take this long; the page reads the question with the browser's voice meanwhile. */
const SPEECH_TIMEOUT_MS = 10_000;

/** A follow-up to read aloud, with where it belongs in the interviewer's log. */
export interface SpeechTarget {
  followUpId: string;
  interviewId: string;
  sessionId: string;
  /** The slot of the question it follows up on, as the follow-up's own log entry names it. */
  questionIndex: number;
  text: string;
}

type Services = Pick<AppServices, "db" | "config" | "log">;

/**
 * The AI interviewer's voice for follow-ups (decision 0055), with the audio of recent ones kept in
 * this process: speech starts when a follow-up is offered, so the page's request for it is usually
 * answered at once, and a request while it is still being made waits for the same call.
 */
export class FollowUpSpeech {
  private readonly kept = new Map<string, { audio: Buffer; until: number }>();
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    readonly speaker: FollowUpSpeaker,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts making the follow-up's audio in the background; a failure is logged, never thrown. */
  prepare(services: Services, target: SpeechTarget): void {
    this.audioFor(services, target).catch((error: unknown) =>
      services.log.warn({ err: error, followUpId: target.followUpId }, "follow-up speech failed"),
    );
  }

  /** The follow-up's MP3: kept, being made, or made now; null when the provider could not say it. */
  audioFor(services: Services, target: SpeechTarget): Promise<Buffer | null> {
    const kept = this.keptAudio(target.followUpId);
    if (kept) return Promise.resolve(kept);
    const running = this.making.get(target.followUpId);
    if (running) return running;
    const made = this.make(services, target).finally(() => this.making.delete(target.followUpId));
    this.making.set(target.followUpId, made);
    return made;
  }

  private async make(services: Services, target: SpeechTarget): Promise<Buffer | null> {
    const spoken = await this.speaker.speak(target.text, AbortSignal.timeout(SPEECH_TIMEOUT_MS));
    try {
      await logInterviewerCall(services, {
        step: "speech",
        interviewId: target.interviewId,
        sessionId: target.sessionId,
        followUpId: target.followUpId,
        questionIndex: target.questionIndex,
        model: spoken.model,
        inputHash: createHash("sha256").update(target.text).digest("hex"),
        latencyMs: spoken.latencyMs,
        outcome: spoken.outcome,
        error: spoken.outcome === "ok" ? null : spoken.error,
      });
    } catch (error) {
      // The log is the operators'; a candidate still hears the question when it cannot be written.
      services.log.warn({ err: error, followUpId: target.followUpId }, "could not log a speech call");
    }
    if (spoken.outcome !== "ok") return null;
    this.keep(target.followUpId, spoken.audio);
    return spoken.audio;
  }

  private keptAudio(followUpId: string): Buffer | null {
    const entry = this.kept.get(followUpId);
    if (!entry) return null;
    this.kept.delete(followUpId);
    if (entry.until <= this.now()) return null;
    // Used again: the most recent, so the last to be dropped.
    this.kept.set(followUpId, entry);
    return entry.audio;
  }

  private keep(followUpId: string, audio: Buffer): void {
    const now = this.now();
    this.kept.delete(followUpId);
    this.kept.set(followUpId, { audio, until: now + KEEP_MS });
    for (const [id, entry] of this.kept) if (entry.until <= now) this.kept.delete(id);
    // A Map iterates in insertion order: the first keys are the least recently used.
    while (this.kept.size > MOST_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}
