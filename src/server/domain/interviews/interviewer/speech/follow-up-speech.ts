import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { AppServices } from "../../../../services";
import { logInterviewerCall } from "../interviewer-log";
import type { FollowUpSpeaker } from "./openai-speaker";
import { claimSpeech, markSpeechFailed, readStoredSpeech, speechState, storeSpeech } from "./stored-speech";

/** One speech call may take this long; the page reads the question with the browser's voice meanwhile. */
const SPEECH_TIMEOUT_MS = 10_000;
/** How long a request waits for the speech another server is making, checking this often. */
const WAIT_FOR_OTHERS_MS = 12_000;
const WAIT_STEP_MS = 100;

/** A follow-up to read aloud, with where it belongs in the interviewer's log. */
export interface SpeechTarget {
  followUpId: string;
  interviewId: string;
  sessionId: string;
  /** The slot of the question it follows up on, as the follow-up's own log entry names it. */
  questionIndex: number;
  text: string;
}

type Services = Pick<AppServices, "db" | "config" | "log" | "blobs">;

/**
 * The AI interviewer's voice for follow-ups (decision 0055), its audio kept in the blob store
 * (decision 0074): speech starts when a follow-up is offered, so the page's request for it is
 * usually answered from the store at once, on whichever server it reaches; a request while it is
 * still being made waits for that call, here or on another server, instead of making another.
 */
export class FollowUpSpeech {
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(readonly speaker: FollowUpSpeaker) {}

  /** Starts making the follow-up's audio in the background; a failure is logged, never thrown. */
  prepare(services: Services, target: SpeechTarget): void {
    this.audioFor(services, target).catch((error: unknown) =>
      services.log.warn({ err: error, followUpId: target.followUpId }, "follow-up speech failed"),
    );
  }

  /** The follow-up's MP3: stored, being made, or made now; null when the provider could not say it. */
  audioFor(services: Services, target: SpeechTarget): Promise<Buffer | null> {
    const id = target.followUpId;
    const running = this.making.get(id);
    if (running) return running;
    const release = () => {
      if (this.making.get(id) === found) this.making.delete(id);
    };
    const found: Promise<Buffer | null> = this.storedOrMade(services, target, release).finally(release);
    this.making.set(id, found);
    return found;
  }

  private async storedOrMade(services: Services, target: SpeechTarget, release: () => void): Promise<Buffer | null> {
    const giveUpAt = Date.now() + WAIT_FOR_OTHERS_MS;
    let waited = false;
    for (;;) {
      const state = await speechState(services.db, target.followUpId);
      if (state === "gone") return null;
      if (state === "ready") return readStoredSpeech(services, target);
      // Another server tried while this request waited, and failed: one request, one attempt.
      if (state === "failed" && waited) return null;
      if (state !== "making" || waited) {
        if (await claimSpeech(services.db, target.followUpId)) return this.make(services, target, release);
      }
      if (Date.now() >= giveUpAt) return null;
      waited = true;
      await sleep(WAIT_STEP_MS);
    }
  }

  /**
   * Makes the speech; on a failure this server stops answering from its attempt before the store
   * says "failed", so a request that reads "failed" always makes a new one.
   */
  private async make(services: Services, target: SpeechTarget, release: () => void): Promise<Buffer | null> {
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
    if (spoken.outcome !== "ok") {
      release();
      await markSpeechFailed(services.db, target.followUpId);
      return null;
    }
    try {
      await storeSpeech(services, target, spoken.audio);
    } catch (error) {
      // This request still hears it; the next one makes it again.
      services.log.warn({ err: error, followUpId: target.followUpId }, "could not store a follow-up's speech");
      release();
      await markSpeechFailed(services.db, target.followUpId);
    }
    return spoken.audio;
  }
}
