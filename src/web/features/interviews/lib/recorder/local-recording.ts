import type { QuestionMark } from "@shared/interviews/runner-contracts";

/**
 * What this device recorded for a session, kept in localStorage beside the chunks in
 * IndexedDB: the lease token (a reload takes the lease back at once instead of waiting for it
 * to expire), each segment's format and the SHA-256 of every chunk it emitted (the finish
 * manifest checks the server against these, not against itself), and the question marks,
 * including any not yet acknowledged. Its presence is also how a reload knows it is the same
 * device.
 */
export interface LocalRecording {
  leaseToken: string;
  segments: LocalSegment[];
  marks: (QuestionMark & { sent: boolean })[];
}

export interface LocalSegment {
  index: number;
  mimeType: string;
  checksums: string[];
  /** By seq: the recorder's clock (seconds since it started) when the chunk arrived. */
  chunkEndSeconds?: number[];
  /** Milliseconds between MediaRecorder's start and stop events, once stopped. */
  durationMs: number | null;
}

const keyOf = (sessionId: string) => `onetake.recording.${sessionId}`;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readLocalRecording(storage: KeyValueStorage, sessionId: string): LocalRecording | null {
  try {
    const text = storage.getItem(keyOf(sessionId));
    return text ? (JSON.parse(text) as LocalRecording) : null;
  } catch {
    return null;
  }
}

export function writeLocalRecording(storage: KeyValueStorage, sessionId: string, recording: LocalRecording): void {
  try {
    storage.setItem(keyOf(sessionId), JSON.stringify(recording));
  } catch (error) {
    // A full or disabled storage loses only the convenience of a quick resume, never an answer.
    console.error("Could not keep the recording's notes on this device:", error);
  }
}

export function forgetLocalRecording(storage: KeyValueStorage, sessionId: string): void {
  try {
    storage.removeItem(keyOf(sessionId));
  } catch {
    // Nothing to undo.
  }
}

/** A fresh lease token: 32 URL-safe characters. */
export function newLeaseToken(): string {
  return crypto.randomUUID().replaceAll("-", "");
}
