/**
 * What the recorder asks of the browser (decision 0020): the front camera capped at 720p, a chunk
 * every second, and a bounded bitrate so 20 minutes stay under about 300 MB
 * (1.8 Mbit/s x 1200 s = 270 MB).
 */
export const CHUNK_TIMESLICE_MS = 1000;
export const VIDEO_BITS_PER_SECOND = 1_700_000;
export const AUDIO_BITS_PER_SECOND = 96_000;
export const RECORDING_BITS_PER_SECOND = VIDEO_BITS_PER_SECOND + AUDIO_BITS_PER_SECOND;

const cameraConstraints: MediaTrackConstraints = {
  facingMode: "user",
  width: { ideal: 1280, max: 1280 },
  height: { ideal: 720, max: 720 },
  frameRate: { ideal: 30, max: 30 },
};

export const mediaConstraints: MediaStreamConstraints = {
  video: cameraConstraints,
  audio: { echoCancellation: true, noiseSuppression: true },
};

/** In order of preference: VP9 and Opus, then VP8, then whatever else the browser records (Safari's MP4). */
const PREFERRED_MIME_TYPES = [
  "video/webm;codecs=vp9,opus",
  "video/webm;codecs=vp8,opus",
  "video/webm",
  "video/mp4;codecs=avc1,mp4a.40.2",
  "video/mp4",
] as const;

/** The first preferred type the browser can record; "" lets MediaRecorder choose (it reports its choice). */
export function chooseMimeType(isTypeSupported: (type: string) => boolean): string {
  return PREFERRED_MIME_TYPES.find((type) => isTypeSupported(type)) ?? "";
}

/**
 * The spec's "Recording Error: Your browser doesn't support video recording. Please try a
 * different browser.", as the page shows it: the title once, as the heading, then what to do.
 */
export const UNSUPPORTED_RECORDING = {
  title: "Recording Error",
  description: "Your browser doesn't support video recording. Please try a different browser.",
} as const;

/** The format this browser's MediaRecorder is asked for. */
export function recordingMimeType(): string {
  return chooseMimeType((type) => MediaRecorder.isTypeSupported(type));
}

/** Whether this browser can record at all. */
export function canRecord(scope: { MediaRecorder?: unknown; navigator?: Navigator } = globalThis): boolean {
  return typeof scope.MediaRecorder === "function" && Boolean(scope.navigator?.mediaDevices?.getUserMedia);
}

/**
 * How long a new recording may run without giving a single byte. Some browsers' encoders
 * (WebKitGTK's, a broken camera driver) start and then emit only empty chunks; after this the
 * page stops and says so instead of showing "Recording" over nothing (decision 0020).
 */
export const FIRST_BYTES_TIMEOUT_MS = 5000;

/** Answers with recorded bytes: on the server, and only in this browser's storage (not yet sent). */
export interface SavedAnswers {
  onServer: number;
  onlyHere: number;
}

const answers = (count: number) => (count === 1 ? "1 earlier answer" : `${count} earlier answers`);

/**
 * What the candidate reads when the recorder gave no bytes: what went wrong, what is really
 * saved (decision 0076) and what to do.
 */
export function noVideoMessage(saved: SavedAnswers): string {
  const kept = [
    saved.onServer > 0
      ? `${answers(saved.onServer)} reached us and ${saved.onServer === 1 ? "stays" : "stay"} saved.`
      : null,
    saved.onlyHere > 0
      ? `${answers(saved.onlyHere)} ${saved.onlyHere === 1 ? "is" : "are"} kept in this browser only and ${saved.onlyHere === 1 ? "has" : "have"} not reached us yet: open this interview here again while online to send ${saved.onlyHere === 1 ? "it" : "them"} before you switch.`
      : null,
  ].filter((sentence) => sentence !== null);
  return [
    "Your browser started the camera but gave us no video to save, so nothing of this answer was recorded.",
    ...(kept.length > 0 ? kept : ["Nothing of this interview has been saved yet."]),
    "Please open this interview in another browser (such as Chrome or Firefox) or on another device.",
  ].join(" ");
}
