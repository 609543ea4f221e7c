import type { UploadQueueState } from "../upload/upload-state";

export interface SaveStatus {
  tone: "saved" | "behind" | "offline" | "failed";
  text: string;
}

/**
 * The quiet line under the self-view: saved, or how far the upload trails the recording, or
 * offline with the answers kept here. "Saved" means bytes: it shows only once the server has
 * acknowledged bytes of the answer being recorded (`answerSaved`), never for an answer that has
 * none yet (decision 0020). "Behind" counts from the oldest chunk not yet on the server; a
 * second or two is normal and still reads as saved.
 */
export function saveStatus(state: UploadQueueState, now: number, answerSaved: boolean): SaveStatus {
  if (state.state === "failed")
    return {
      tone: "failed",
      text: state.notice ?? "Saving stopped. Your answers are kept on this device; reload the page to retry.",
    };
  if (state.state === "offline") return { tone: "offline", text: "Offline. Your answers are kept on this device." };
  // The server said why saving is held up (short of space): say so, however short the delay.
  if (state.notice) return { tone: "behind", text: state.notice };
  const behind = state.oldestPendingSince === null ? 0 : Math.floor((now - state.oldestPendingSince) / 1000);
  if (behind >= 3 && state.state !== "saved") return { tone: "behind", text: `Saving: ${behind} seconds behind` };
  if (!answerSaved) return { tone: "behind", text: "Saving..." };
  return { tone: "saved", text: "Saved" };
}
