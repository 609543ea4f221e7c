import { useCallback, useEffect, useRef, useState } from "react";
import { type DeviceAccess, accessFromError, accessFromStream } from "./device-access";
import { mediaConstraints } from "./recorder-settings";

export interface MediaStreamState {
  stream: MediaStream | null;
  access: DeviceAccess | null;
  requesting: boolean;
  /** Asks for the camera and microphone (again). */
  request: () => Promise<void>;
  /** Turns a device's track on or off; recording goes on (black frames or silence). */
  setEnabled: (kind: "camera" | "microphone", enabled: boolean) => void;
}

/** The front camera and the microphone, stopped when the page goes away. */
export function useMediaStream(): MediaStreamState {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [access, setAccess] = useState<DeviceAccess | null>(null);
  const [requesting, setRequesting] = useState(false);
  const current = useRef<MediaStream | null>(null);

  const request = useCallback(async () => {
    setRequesting(true);
    current.current?.getTracks().forEach((track) => track.stop());
    try {
      const opened = await navigator.mediaDevices.getUserMedia(mediaConstraints);
      current.current = opened;
      setStream(opened);
      setAccess(accessFromStream(opened));
    } catch (error) {
      current.current = null;
      setStream(null);
      const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
      setAccess(accessFromError(error, new Set(devices.map((device) => device.kind))));
    } finally {
      setRequesting(false);
    }
  }, []);

  const setEnabled = useCallback((kind: "camera" | "microphone", enabled: boolean) => {
    const opened = current.current;
    if (!opened) return;
    const tracks = kind === "camera" ? opened.getVideoTracks() : opened.getAudioTracks();
    for (const track of tracks) track.enabled = enabled;
    setAccess(accessFromStream(opened));
  }, []);

  useEffect(() => () => current.current?.getTracks().forEach((track) => track.stop()), []);

  return { stream, access, requesting, request, setEnabled };
}
