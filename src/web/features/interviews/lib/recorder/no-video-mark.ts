import type { KeyValueStorage } from "./local-recording";

/** Which browser recorded: its user agent (a browser update changes it) and the format asked of MediaRecorder. */
export interface RecordingBrowser {
  userAgent: string;
  mimeType: string;
}

/** This browser's last recording gave no video (decision 0076); `at` is when, as an ISO date. */
export interface NoVideoMark extends RecordingBrowser {
  at: string;
}

const KEY = "onetake.recorder.no-video";

/** This browser, as the interview page would record with it. */
export function thisBrowser(mimeType: string): RecordingBrowser {
  return { userAgent: navigator.userAgent, mimeType };
}

/** Notes that a recording in this browser gave no bytes, so the next device check can warn. */
export function rememberNoVideo(storage: KeyValueStorage, browser: RecordingBrowser, now = new Date()): void {
  const mark: NoVideoMark = { ...browser, at: now.toISOString() };
  try {
    storage.setItem(KEY, JSON.stringify(mark));
  } catch {
    // Without storage the next try is not warned about; it still stops within seconds if it fails again.
  }
}

/** The mark, if it is about this very browser and format (an updated browser gets a clean slate). */
export function noVideoMarkFor(storage: KeyValueStorage, browser: RecordingBrowser): NoVideoMark | null {
  try {
    const text = storage.getItem(KEY);
    const mark = text ? (JSON.parse(text) as Partial<NoVideoMark>) : null;
    if (!mark || typeof mark.at !== "string") return null;
    return mark.userAgent === browser.userAgent && mark.mimeType === browser.mimeType
      ? { userAgent: mark.userAgent, mimeType: mark.mimeType, at: mark.at }
      : null;
  } catch {
    return null;
  }
}

/** A recording in this browser gave bytes: whatever was noted about it no longer holds. */
export function forgetNoVideo(storage: KeyValueStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to undo.
  }
}
