import { ErrorCode } from "@shared/http/error-codes";
import { finishMessages } from "@shared/interviews/recording-contracts";
import {
  firstIncompleteQuestion,
  interruptedAnswer,
  secondsRecordedBefore,
  type HeldSeqs,
} from "@shared/interviews/resume-point";
import type { OpenInterviewAttempt, QuestionMark } from "@shared/interviews/runner-contracts";
import { isApiError } from "@web/lib/http/api-client";
import { acquireRecordingLease } from "../../api/recording/acquire-recording-lease";
import { releaseRecordingLease } from "../../api/recording/release-recording-lease";
import { finishRecordingSession } from "../../api/recording/finish-recording-session";
import { markQuestion } from "../../api/recording/mark-question";
import type { FollowUpRequestBody } from "../../api/interviewer/request-follow-up";
import { rewindRecordingSession } from "../../api/recording/rewind-recording-session";
import { createRecordingChunkTransport } from "../../api/recording/put-recording-chunk";
import { startInterviewAttempt } from "../../api/start-interview-attempt";
import { chunkKeyString } from "../upload/chunk";
import { openUploadQueue } from "../upload/open-upload-queue";
import type { UploadQueue } from "../upload/upload-queue";
import { buildManifest, mergeMarks } from "./build-manifest";
import { isLeaseLapsed, leaseAwareTransport } from "../upload/lease-aware-transport";
import { LeaseKeeper } from "./lease-keeper";
import {
  type KeyValueStorage,
  type LocalRecording,
  forgetLocalRecording,
  newLeaseToken,
  readLocalRecording,
  writeLocalRecording,
} from "./local-recording";
import { MarkSender } from "./mark-sender";
import { takeRecordingLock } from "./recording-lock";
import { forgetNoVideo, rememberNoVideo, thisBrowser } from "./no-video-mark";
import { FIRST_BYTES_TIMEOUT_MS, type SavedAnswers, noVideoMessage } from "./recorder-settings";
import { SegmentRecorder } from "./segment-recorder";

export type OpenedInterview =
  { kind: "completed" } | { kind: "open-elsewhere"; message: string } | { kind: "open"; session: InterviewSession };

/** Where the interview picks up when the page opens. */
export type ResumePoint =
  | { kind: "fresh" }
  /**
   * This device recorded before (a reload): its leftovers upload, then the answer in progress
   * goes on with the time it has left (`spentSeconds` of it used), or the next question begins.
   */
  | { kind: "same-device"; questionIndex: number; spentSeconds: number; answersWithBytes: number }
  /** Recorded elsewhere: continue from the first question not fully saved, or start again. */
  | { kind: "other-device"; continueFrom: number };

const OPEN_ELSEWHERE = "This interview is open in another tab. Close it there to continue here.";

/**
 * The recorder started but gave no bytes: nothing can be saved from this browser (decision
 * 0020); the message says what earlier answers are saved, and where (decision 0076).
 */
export class NoRecordingError extends Error {
  override readonly name = "NoRecordingError";
  constructor(saved: SavedAnswers) {
    super(noVideoMessage(saved));
  }
}

/** Finish was reached with nothing recorded at all: there is no interview to save. */
export class NothingRecordedError extends Error {
  override readonly name = "NothingRecordedError";
  constructor() {
    super(finishMessages.nothingRecorded);
  }
}

/**
 * One interview attempt as this tab records it (decision 0020): the Web Lock and the server
 * lease, the upload queue (with any leftovers from before a reload), the notes this device
 * keeps, question marks, segments and finishing. React components drive it; it owns no UI.
 */
export class InterviewSession {
  private leaseLost: ((error: unknown) => void) | null = null;
  private noBytes: ((error: NoRecordingError) => void) | null = null;
  private recorder: SegmentRecorder | null = null;
  private firstBytesWatch: ReturnType<typeof setTimeout> | null = null;
  /** The answer being recorded: from which chunk it starts, and whether any of its bytes are acknowledged. */
  private answer = { generation: 0, firstSeq: 0, checking: false, saved: false };
  private readonly answerListeners = new Set<() => void>();
  private closed = false;
  /** The segments recorded by this page load: the only ones whose local checksums are complete. */
  private readonly recordedNow = new Set<number>();

  private constructor(
    public attempt: OpenInterviewAttempt,
    readonly queue: UploadQueue,
    readonly durable: boolean,
    private readonly notes: LocalRecording,
    /** Whether this device recorded a segment of this session before (a reload, or coming back). */
    readonly recordedHereBefore: boolean,
    private readonly lease: LeaseKeeper,
    private readonly marks: MarkSender,
    private readonly releaseLock: () => void,
    private readonly storage: KeyValueStorage,
  ) {}

  static async open(interviewId: string, storage: KeyValueStorage = window.localStorage): Promise<OpenedInterview> {
    const first = await startInterviewAttempt(interviewId);
    if (first.state === "completed") return { kind: "completed" };
    const release = await takeRecordingLock(interviewId);
    if (!release) return { kind: "open-elsewhere", message: OPEN_ELSEWHERE };
    let lease: LeaseKeeper | undefined;
    try {
      const earlier = readLocalRecording(storage, first.sessionId);
      const notes: LocalRecording = earlier ?? { leaseToken: newLeaseToken(), segments: [], marks: [] };
      writeLocalRecording(storage, first.sessionId, notes);
      let onLost: (error: unknown) => void = () => undefined;
      lease = new LeaseKeeper({
        acquire: () => acquireRecordingLease({ sessionId: first.sessionId, token: notes.leaseToken }),
        isConflict: (error) => isApiError(error) && error.code === ErrorCode.conflict,
        onLost: (error) => onLost(error),
      });
      try {
        await lease.start();
      } catch (error) {
        release();
        if (isApiError(error) && error.code === ErrorCode.conflict)
          return { kind: "open-elsewhere", message: error.message };
        throw error;
      }
      const chunkTransport = createRecordingChunkTransport({
        sessionId: first.sessionId,
        leaseToken: () => notes.leaseToken,
        mimeType: (segment) =>
          notes.segments.find((held) => held.index === segment)?.mimeType ??
          first.segments.find((held) => held.index === segment)?.mimeType ??
          "video/webm",
      });
      const keeper = lease;
      const transport = leaseAwareTransport(chunkTransport, () => keeper.renewNow());
      const { queue, durable } = await openUploadQueue(transport);
      const marks = new MarkSender({
        send: async (mark) => {
          try {
            return await markQuestion(first.sessionId, notes.leaseToken, mark);
          } catch (error) {
            // Lapsed while offline: take it back, and the sender tries again.
            if (isLeaseLapsed(error)) await keeper.renewNow();
            throw error;
          }
        },
        onSent: (mark) => {
          const kept = notes.marks.find((other) => other.questionIndex === mark.questionIndex);
          if (kept && kept.segment === mark.segment && kept.offsetSeconds === mark.offsetSeconds) kept.sent = true;
          writeLocalRecording(storage, first.sessionId, notes);
        },
      });
      // Notes are written on every open (for the lease token); only a segment with bytes shows this device recorded.
      const recordedHere = (earlier?.segments ?? []).some((segment) => segment.checksums.length > 0);
      const session = new InterviewSession(first, queue, durable, notes, recordedHere, keeper, marks, release, storage);
      onLost = (error) => session.leaseLost?.(error);
      // Leaving (closing the tab, reloading) hands the lease back, so another tab or device
      // need not wait for it to lapse; a reload takes it again with the same token.
      window.addEventListener("pagehide", session.giveLeaseBack);
      // Marks a reload left unsent go first.
      for (const mark of notes.marks.filter((kept) => !kept.sent)) marks.send(mark);
      return { kind: "open", session };
    } catch (error) {
      lease?.stop();
      release();
      throw error;
    }
  }

  get sessionId(): string {
    return this.attempt.sessionId;
  }

  get leaseToken(): string {
    return this.notes.leaseToken;
  }

  /** Called when another tab or device took the lease: this tab must stop recording. */
  onLeaseLost(listener: (error: unknown) => void): void {
    this.leaseLost = listener;
  }

  /** Called when a recording started but gave no bytes within its first seconds; it has been stopped. */
  onNoBytes(listener: (error: NoRecordingError) => void): void {
    this.noBytes = listener;
  }

  /**
   * Whether bytes of the answer being recorded have been acknowledged by the server: the only
   * time the page may say "Saved" (decision 0020).
   */
  answerSaved(): boolean {
    return this.answer.saved;
  }

  subscribeAnswerSaved(listener: () => void): () => void {
    this.answerListeners.add(listener);
    return () => this.answerListeners.delete(listener);
  }

  /** Every chunk the page emitted, per segment, in seq order (also what finish lists). */
  emittedChunks(): { segment: number; checksums: string[] }[] {
    return this.notes.segments.map((segment) => ({ segment: segment.index, checksums: [...segment.checksums] }));
  }

  resumePoint(): ResumePoint {
    const held = this.bytesHere();
    if (!held.some((segment) => segment.seqs.length > 0)) return { kind: "fresh" };
    if (this.recordedHereBefore) {
      const marks = mergeMarks(this.attempt.marks, this.notes.marks);
      const limits = this.attempt.questions.map((question) => question.timeLimitSeconds);
      return { kind: "same-device", ...interruptedAnswer(held, marks, limits) };
    }
    return { kind: "other-device", continueFrom: firstIncompleteQuestion(this.heldSeqs(), this.attempt.marks) };
  }

  /** Resolves when every chunk of this session kept on this device has reached the server. */
  async putLeftovers(): Promise<void> {
    await this.queue.flush({ sessionId: this.sessionId });
    await this.marks.flush();
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const latest = await startInterviewAttempt(this.attempt.interviewId);
    if (latest.state === "open") this.attempt = latest;
  }

  /** From another device: continue from the first question not fully saved, or start over. */
  async rewind(mode: "start-over" | "continue"): Promise<number> {
    const { resumeQuestionIndex } = await rewindRecordingSession(this.sessionId, this.leaseToken, mode);
    // The server dropped what cannot be joined; this device's notes follow it.
    if (mode === "start-over") this.notes.segments = [];
    this.notes.marks = this.notes.marks.filter((mark) => mark.questionIndex < resumeQuestionIndex);
    this.save();
    await this.refresh();
    return resumeQuestionIndex;
  }

  /** Seconds already recorded in earlier segments (where the overall timer resumes). */
  elapsedBeforeSeconds(): number {
    return secondsRecordedBefore(this.heldSeqs(), Number.MAX_SAFE_INTEGER);
  }

  /** Starts a new segment on the stream; resolves once MediaRecorder has started. */
  async startSegment(stream: MediaStream, mimeType: string): Promise<SegmentRecorder> {
    if (this.closed) throw new Error("This interview page has closed.");
    const index =
      Math.max(
        -1,
        ...this.attempt.segments.map((segment) => segment.index),
        ...this.notes.segments.map((s) => s.index),
      ) + 1;
    const segment = {
      index,
      mimeType,
      checksums: [] as string[],
      chunkEndSeconds: [] as number[],
      durationMs: null as number | null,
    };
    this.notes.segments.push(segment);
    this.recordedNow.add(index);
    this.save();
    const recorder = new SegmentRecorder({
      stream,
      sessionId: this.sessionId,
      segment: index,
      mimeType,
      queue: this.queue,
      onChunk: (chunk) => {
        segment.mimeType = chunk.mimeType;
        segment.checksums[chunk.seq] = chunk.sha256;
        segment.chunkEndSeconds[chunk.seq] = Math.round(recorder.elapsedSeconds() * 100) / 100;
        this.save();
      },
      onStored: (seq) => this.chunkStored(seq),
    });
    this.recorder = recorder;
    this.newAnswer(0);
    // No bytes within the first seconds: stop and say so, never "Recording" over nothing.
    this.firstBytesWatch = setTimeout(() => void this.recorderGaveNothing(recorder, mimeType), FIRST_BYTES_TIMEOUT_MS);
    void recorder.firstBytes.then(() => {
      this.clearFirstBytesWatch();
      // This browser records after all (an update, another camera): the device check stops warning.
      forgetNoVideo(this.storage);
    });
    await recorder.start();
    return recorder;
  }

  /**
   * The current question began now, in the segment being recorded. `followUpId`: it is the
   * follow-up the AI interviewer offered for the previous question, which enters the interview
   * with this mark (decision 0055).
   */
  markQuestion(questionIndex: number, followUpId?: string): void {
    const recorder = this.recorder;
    const segment = this.notes.segments.at(-1);
    if (!recorder || !segment) return;
    const mark: QuestionMark = {
      segment: segment.index,
      questionIndex,
      offsetSeconds: Math.round(recorder.elapsedSeconds() * 100) / 100,
      chunkSeq: recorder.nextSeq,
      ...(followUpId ? { followUpId } : {}),
    };
    this.notes.marks = [
      ...this.notes.marks.filter((kept) => kept.questionIndex !== questionIndex),
      { ...mark, sent: false },
    ];
    this.save();
    this.marks.send(mark);
    this.newAnswer(recorder.nextSeq);
  }

  /** Asks whether the answer to `afterQuestionIndex`, ending now, calls for a follow-up; null while not recording. */
  followUpRequest(afterQuestionIndex: number): FollowUpRequestBody | null {
    const recorder = this.recorder;
    const segment = this.notes.segments.at(-1);
    if (!recorder || !segment) return null;
    const offsetSeconds = Math.round(recorder.elapsedSeconds() * 100) / 100;
    return {
      token: this.leaseToken,
      afterQuestionIndex,
      segment: segment.index,
      offsetSeconds,
      elapsedSeconds: Math.round((this.elapsedBeforeSeconds() + offsetSeconds) * 100) / 100,
    };
  }

  /** Stops the recorder; resolves once its last chunk is stored on this device. */
  async stopRecording(): Promise<void> {
    const recorder = this.recorder;
    const segment = this.notes.segments.at(-1);
    if (!recorder || !segment) return;
    this.clearFirstBytesWatch();
    segment.durationMs = await recorder.stop();
    this.recorder = null;
    this.save();
  }

  /** Uploads what is left, then completes the interview with this device's manifest. */
  async finish(): Promise<void> {
    await this.queue.flush({ sessionId: this.sessionId });
    await this.marks.flush();
    await this.refresh();
    // A segment from before a reload may have lost its last chunk (or its last note) as the page
    // went away; once the leftovers are up, the server's list is the whole of it.
    const manifest = buildManifest({
      held: this.attempt.segments,
      local: this.notes.segments.filter((segment) => this.recordedNow.has(segment.index)),
      marks: mergeMarks(this.attempt.marks, this.notes.marks),
    });
    if (manifest.segments.length === 0) throw new NothingRecordedError();
    // Finish needs a live lease; a long wait offline may have let it lapse.
    await this.lease.renewNow();
    await finishRecordingSession(this.sessionId, this.leaseToken, manifest);
    forgetLocalRecording(this.storage, this.sessionId);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearFirstBytesWatch();
    this.answerListeners.clear();
    window.removeEventListener("pagehide", this.giveLeaseBack);
    this.lease.stop();
    this.giveLeaseBack();
    this.marks.close();
    this.queue.close();
    this.releaseLock();
  }

  private readonly giveLeaseBack = () => releaseRecordingLease({ sessionId: this.sessionId, token: this.leaseToken });

  private heldSeqs(): HeldSeqs[] {
    return this.attempt.segments.map((segment) => ({
      index: segment.index,
      seqs: segment.chunks.map((chunk) => chunk.seq),
    }));
  }

  /** A new answer begins with chunk `firstSeq` of the running segment: nothing of it is saved yet. */
  private newAnswer(firstSeq: number): void {
    this.answer = { generation: this.answer.generation + 1, firstSeq, checking: false, saved: false };
    this.answerChanged();
  }

  /** The first stored chunk of an answer: once everything up to it is acknowledged, the answer has bytes saved. */
  private chunkStored(seq: number): void {
    const answer = this.answer;
    if (seq < answer.firstSeq || answer.saved || answer.checking) return;
    answer.checking = true;
    this.queue.flush({ sessionId: this.sessionId }).then(
      () => {
        if (this.answer !== answer) return;
        answer.saved = true;
        this.answerChanged();
      },
      // Refused for good or closed: the queue's own state says so; the next chunk tries again.
      () => (answer.checking = false),
    );
  }

  private answerChanged(): void {
    for (const listener of this.answerListeners) listener();
  }

  private clearFirstBytesWatch(): void {
    if (this.firstBytesWatch !== null) clearTimeout(this.firstBytesWatch);
    this.firstBytesWatch = null;
  }

  /** The recorder ran for the whole grace period and gave only empty chunks (or none): stop it and forget its segment. */
  private async recorderGaveNothing(recorder: SegmentRecorder, mimeType: string): Promise<void> {
    this.firstBytesWatch = null;
    if (this.recorder !== recorder || this.closed) return;
    this.recorder = null;
    await recorder.stop().catch(() => undefined);
    const empty = this.notes.segments.at(-1);
    if (empty && empty.checksums.length === 0) {
      this.notes.segments = this.notes.segments.filter((segment) => segment !== empty);
      this.notes.marks = this.notes.marks.filter((mark) => mark.segment !== empty.index);
      this.recordedNow.delete(empty.index);
      this.save();
    }
    // The next device check in this browser warns before another try (decision 0076).
    rememberNoVideo(this.storage, thisBrowser(mimeType));
    this.noBytes?.(new NoRecordingError(this.savedAnswers()));
  }

  /**
   * How many answers have bytes on the server, and how many more only in this browser, counted as
   * the welcome-back line counts them. On the server: what it reported holding, and what this page
   * recorded that the upload queue no longer holds for it (acknowledged).
   */
  private savedAnswers(): SavedAnswers {
    const waiting = this.queue.unacknowledged(this.sessionId);
    const server = new Map(this.heldSeqs().map((segment) => [segment.index, new Set(segment.seqs)]));
    const here = this.bytesHere();
    const sent = here.map((segment) => ({
      ...segment,
      seqs: segment.seqs.filter((seq) =>
        this.recordedNow.has(segment.index)
          ? !waiting.has(chunkKeyString({ sessionId: this.sessionId, segment: segment.index, seq }))
          : server.get(segment.index)?.has(seq) === true,
      ),
    }));
    const marks = mergeMarks(this.attempt.marks, this.notes.marks);
    const limits = this.attempt.questions.map((question) => question.timeLimitSeconds);
    const all = interruptedAnswer(here, marks, limits).answersWithBytes;
    const onServer = interruptedAnswer(sent, marks, limits).answersWithBytes;
    return { onServer, onlyHere: all - onServer };
  }

  /** Per segment, the chunks with bytes on the server or kept in this browser (emitted, so in its storage). */
  private bytesHere(): HeldSeqs[] {
    const segments = new Map(this.heldSeqs().map((segment) => [segment.index, new Set(segment.seqs)]));
    for (const local of this.notes.segments) {
      const seqs = segments.get(local.index) ?? new Set<number>();
      local.checksums.forEach((checksum, seq) => checksum && seqs.add(seq));
      segments.set(local.index, seqs);
    }
    const ends = new Map(this.notes.segments.map((local) => [local.index, local.chunkEndSeconds]));
    return [...segments].map(([index, seqs]) => ({
      index,
      seqs: [...seqs].sort((a, b) => a - b),
      endSeconds: ends.get(index),
    }));
  }

  private save(): void {
    writeLocalRecording(this.storage, this.sessionId, this.notes);
  }
}
