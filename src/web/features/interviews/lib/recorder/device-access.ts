export type DeviceStatus = "enabled" | "disabled" | "not-connected";

export interface DeviceAccess {
  camera: DeviceStatus;
  microphone: DeviceStatus;
  /** The spec's sentence when access failed; null when both work. */
  error: string | null;
}

export const DEVICE_MESSAGES = {
  denied: "Camera and microphone access denied. Please allow access to continue.",
  failed: "Could not access camera or microphone. Please check your device settings.",
} as const;

/** What a stream from getUserMedia gives: each device enabled when it has a live, enabled track. */
export function accessFromStream(stream: Pick<MediaStream, "getVideoTracks" | "getAudioTracks">): DeviceAccess {
  const status = (tracks: MediaStreamTrack[]): DeviceStatus => {
    if (tracks.length === 0) return "not-connected";
    return tracks.some((track) => track.readyState === "live" && track.enabled) ? "enabled" : "disabled";
  };
  const camera = status(stream.getVideoTracks());
  const microphone = status(stream.getAudioTracks());
  const error = camera === "enabled" && microphone === "enabled" ? null : DEVICE_MESSAGES.failed;
  return { camera, microphone, error };
}

/**
 * What a failed getUserMedia means for each device: a refusal (NotAllowedError) disables both;
 * otherwise a kind of device the browser does not list is not connected, and one it lists
 * could not be opened.
 */
export function accessFromError(error: unknown, kinds: ReadonlySet<string>): DeviceAccess {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return { camera: "disabled", microphone: "disabled", error: DEVICE_MESSAGES.denied };
  return {
    camera: kinds.has("videoinput") ? "disabled" : "not-connected",
    microphone: kinds.has("audioinput") ? "disabled" : "not-connected",
    error: DEVICE_MESSAGES.failed,
  };
}
