import type { UploadQueueState } from "../upload-state";

export interface SaveStatus {
  tone: "saved" | "behind" | "offline" | "failed";
  text: string;
}

/**
 * The quiet line under the self-view: saved, or how far the upload trails the recording, or
 * offline with the answers kept here. "Behind" counts from the oldest chunk not yet on the
 * server; a second or two is normal and still reads as saved.
 */
export function saveStatus(state: UploadQueueState, now: number): SaveStatus {
  if (state.state === "failed")
    return {
      tone: "failed",
      text: state.notice ?? "Saving stopped. Your answers are kept on this device; reload the page to retry.",
    };
  if (state.state === "offline") return { tone: "offline", text: "Offline. Your answers are kept on this device." };
  // The server said why saving is held up (short of space): say so, however short the delay.
  if (state.notice) return { tone: "behind", text: state.notice };
  const behind = state.oldestPendingSince === null ? 0 : Math.floor((now - state.oldestPendingSince) / 1000);
  if (state.state === "saved" || behind < 3) return { tone: "saved", text: "Saved" };
  return { tone: "behind", text: `Saving: ${behind} seconds behind` };
}
